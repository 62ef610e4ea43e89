// What GET /manage/schema.json answers: the fields of each kind's form, as src/schemas/forms.ts builds them from the
// API's TypeBox bodies and as the workspace's forms (forms/fields.ts) read them. DOM-free: the server types what it
// writes with it, as it does the shell's configuration (config.ts).

export type FormFieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object'

export interface FormField {
  name: string
  /** the JSON type a form control sends; of a union, its free-text member when it has one (`image`: id, URL or
   *  false → a URL field), else its first */
  type: FormFieldType
  /** every JSON type the API accepts for the field (more than one for unions) */
  types: FormFieldType[]
  /** required on create */
  required: boolean
  enum?: string[]
  maxLength?: number
  minLength?: number
  /** UTF-8 bytes (the service's `maxBytes`) */
  maxBytes?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  default?: unknown
  /** the /doc description, without the spellings a flag accepts (a checkbox sends `true`/`false`) */
  description?: string
  /** of an array: what its items are */
  items?: { types: FormFieldType[]; enum?: string[]; maxLength?: number; minLength?: number }
  maxItems?: number
  /** only an update accepts it (create-only and update-only fields are named so the form can leave them out) */
  updateOnly?: true
}

export interface FormDescription {
  kind: 'events' | 'venues' | 'organizers' | 'categories' | 'tags'
  fields: FormField[]
}
