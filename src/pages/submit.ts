// The public submission form at /submit/ and its thank-you page (SPEC §9.8), server-rendered like the record pages:
// usable without JavaScript, every value escaped by eta (a typed value comes back in the form as text), each problem
// beside its field (aria-invalid, aria-describedby) and the first invalid field focused (autofocus). Pure functions of
// their input; the route is src/plugins/app/submit.ts, the rules src/services/submissions.ts.
import { Eta } from 'eta'
import type { Choice, SubmitChoices, SubmitField, SubmitForm } from '../services/submissions.js'
import { DEFAULT_FIELD_MAX, FIELD_MAX, HONEYPOT } from '../services/submissions.js'
import { PAGE_WORDS, type PageLanguage } from './i18n.js'
import { layout, type PageFrame } from './render.js'

export interface SubmitWords {
  heading: string
  intro: string
  required: string
  event: string
  when: string
  where: string
  organizer: string
  more: string
  labels: Record<Exclude<SubmitField, 'started' | 'website_url'>, string>
  hints: Partial<Record<SubmitField, string>>
  noVenue: string
  newVenue: string
  newVenueFields: string
  noOrganizer: string
  newOrganizer: string
  newOrganizerFields: string
  noCategory: string
  honeypot: string
  send: string
  problemsTitle: string
  problems: { required: string; date: string; time: string; choice: string; long: string }
  tooFast: string
  failed: string
  thanksTitle: string
  thanksText: string
  another: string
  tooLargeTitle: string
  tooLargeText: string
}

export const SUBMIT_WORDS: Record<PageLanguage, SubmitWords> = {
  en: {
    heading: 'Submit an event',
    intro: 'Propose an event for the calendar. An editor reviews it before it is published.',
    required: '(required)',
    event: 'The event',
    when: 'When',
    where: 'Where',
    organizer: 'Organizer',
    more: 'More details',
    labels: {
      title: 'Title',
      description: 'Description',
      start_date: 'Start date',
      start_time: 'Start time',
      end_date: 'End date',
      end_time: 'End time',
      all_day: 'All day',
      timezone: 'Time zone',
      venue: 'Venue',
      venue_name: 'Name of the venue',
      venue_address: 'Address',
      venue_city: 'City',
      venue_zip: 'Postal code',
      venue_country: 'Country',
      organizer: 'Organizer',
      organizer_name: 'Name of the organizer',
      organizer_email: 'Email',
      organizer_website: 'Website of the organizer',
      website: 'Website of the event',
      cost: 'Cost',
      category: 'Category',
    },
    hints: {
      description: 'Plain text; an empty line starts a new paragraph.',
      start_date: 'For example 2027-03-01.',
      start_time: 'For example 14:00. Not needed for an all-day event.',
      end_date: 'Empty: the same day.',
      timezone: 'For example Europe/Amsterdam.',
      cost: 'For example 10 or Free.',
      website: 'An address beginning with https://',
    },
    noVenue: 'No venue, or not known yet',
    newVenue: 'A new venue (fill in below)',
    newVenueFields: 'A new venue',
    noOrganizer: 'No organizer, or not known',
    newOrganizer: 'A new organizer (fill in below)',
    newOrganizerFields: 'A new organizer',
    noCategory: 'No category',
    honeypot: 'Leave this field empty',
    send: 'Submit the event',
    problemsTitle: 'The event was not submitted. Please check:',
    problems: { required: 'This field is required.', date: 'Enter a date such as 2027-03-01.', time: 'Enter a time such as 14:00.', choice: 'Choose one of the list.', long: 'At most {max} characters.' },
    tooFast: 'The form was sent too quickly. Please check it and send it again.',
    failed: 'Please check this field:',
    thanksTitle: 'Thank you',
    thanksText: 'Your event has been submitted. An editor will review it before it appears in the calendar.',
    another: 'Submit another event',
    tooLargeTitle: 'Too much text',
    tooLargeText: 'The form holds more text than the calendar accepts. Please shorten it and send it again.',
  },
  nl: {
    heading: 'Een evenement aanmelden',
    intro: 'Stel een evenement voor de agenda voor. Een redacteur bekijkt het voordat het wordt gepubliceerd.',
    required: '(verplicht)',
    event: 'Het evenement',
    when: 'Wanneer',
    where: 'Waar',
    organizer: 'Organisator',
    more: 'Meer gegevens',
    labels: {
      title: 'Titel',
      description: 'Beschrijving',
      start_date: 'Begindatum',
      start_time: 'Begintijd',
      end_date: 'Einddatum',
      end_time: 'Eindtijd',
      all_day: 'Hele dag',
      timezone: 'Tijdzone',
      venue: 'Locatie',
      venue_name: 'Naam van de locatie',
      venue_address: 'Adres',
      venue_city: 'Plaats',
      venue_zip: 'Postcode',
      venue_country: 'Land',
      organizer: 'Organisator',
      organizer_name: 'Naam van de organisator',
      organizer_email: 'E-mail',
      organizer_website: 'Website van de organisator',
      website: 'Website van het evenement',
      cost: 'Prijs',
      category: 'Categorie',
    },
    hints: {
      description: 'Platte tekst; een lege regel begint een nieuwe alinea.',
      start_date: 'Bijvoorbeeld 2027-03-01.',
      start_time: 'Bijvoorbeeld 14:00. Niet nodig voor een evenement van een hele dag.',
      end_date: 'Leeg: dezelfde dag.',
      timezone: 'Bijvoorbeeld Europe/Amsterdam.',
      cost: 'Bijvoorbeeld 10 of Gratis.',
      website: 'Een adres dat met https:// begint',
    },
    noVenue: 'Geen locatie, of nog niet bekend',
    newVenue: 'Een nieuwe locatie (hieronder invullen)',
    newVenueFields: 'Een nieuwe locatie',
    noOrganizer: 'Geen organisator, of niet bekend',
    newOrganizer: 'Een nieuwe organisator (hieronder invullen)',
    newOrganizerFields: 'Een nieuwe organisator',
    noCategory: 'Geen categorie',
    honeypot: 'Laat dit veld leeg',
    send: 'Evenement aanmelden',
    problemsTitle: 'Het evenement is niet aangemeld. Controleer:',
    problems: { required: 'Dit veld is verplicht.', date: 'Vul een datum in, zoals 2027-03-01.', time: 'Vul een tijd in, zoals 14:00.', choice: 'Kies een waarde uit de lijst.', long: 'Hoogstens {max} tekens.' },
    tooFast: 'Het formulier is te snel verstuurd. Controleer het en verstuur het opnieuw.',
    failed: 'Controleer dit veld:',
    thanksTitle: 'Dank je wel',
    thanksText: 'Je evenement is aangemeld. Een redacteur bekijkt het voordat het in de agenda verschijnt.',
    another: 'Nog een evenement aanmelden',
    tooLargeTitle: 'Te veel tekst',
    tooLargeText: 'Het formulier bevat meer tekst dan de agenda aanneemt. Maak het korter en verstuur het opnieuw.',
  },
  de: {
    heading: 'Eine Veranstaltung einreichen',
    intro: 'Schlagen Sie eine Veranstaltung für den Kalender vor. Eine Redakteurin oder ein Redakteur prüft sie vor der Veröffentlichung.',
    required: '(Pflichtfeld)',
    event: 'Die Veranstaltung',
    when: 'Wann',
    where: 'Wo',
    organizer: 'Veranstalter',
    more: 'Weitere Angaben',
    labels: {
      title: 'Titel',
      description: 'Beschreibung',
      start_date: 'Beginndatum',
      start_time: 'Beginnzeit',
      end_date: 'Enddatum',
      end_time: 'Endzeit',
      all_day: 'Ganztägig',
      timezone: 'Zeitzone',
      venue: 'Veranstaltungsort',
      venue_name: 'Name des Ortes',
      venue_address: 'Adresse',
      venue_city: 'Stadt',
      venue_zip: 'Postleitzahl',
      venue_country: 'Land',
      organizer: 'Veranstalter',
      organizer_name: 'Name des Veranstalters',
      organizer_email: 'E-Mail',
      organizer_website: 'Website des Veranstalters',
      website: 'Website der Veranstaltung',
      cost: 'Preis',
      category: 'Kategorie',
    },
    hints: {
      description: 'Reiner Text; eine Leerzeile beginnt einen neuen Absatz.',
      start_date: 'Zum Beispiel 2027-03-01.',
      start_time: 'Zum Beispiel 14:00. Für ganztägige Veranstaltungen nicht nötig.',
      end_date: 'Leer: derselbe Tag.',
      timezone: 'Zum Beispiel Europe/Berlin.',
      cost: 'Zum Beispiel 10 oder Kostenlos.',
      website: 'Eine Adresse, die mit https:// beginnt',
    },
    noVenue: 'Kein Ort oder noch unbekannt',
    newVenue: 'Ein neuer Ort (unten ausfüllen)',
    newVenueFields: 'Ein neuer Ort',
    noOrganizer: 'Kein Veranstalter oder unbekannt',
    newOrganizer: 'Ein neuer Veranstalter (unten ausfüllen)',
    newOrganizerFields: 'Ein neuer Veranstalter',
    noCategory: 'Keine Kategorie',
    honeypot: 'Dieses Feld leer lassen',
    send: 'Veranstaltung einreichen',
    problemsTitle: 'Die Veranstaltung wurde nicht eingereicht. Bitte prüfen Sie:',
    problems: { required: 'Dieses Feld ist erforderlich.', date: 'Geben Sie ein Datum wie 2027-03-01 ein.', time: 'Geben Sie eine Uhrzeit wie 14:00 ein.', choice: 'Wählen Sie einen Eintrag der Liste.', long: 'Höchstens {max} Zeichen.' },
    tooFast: 'Das Formular wurde zu schnell gesendet. Bitte prüfen Sie es und senden Sie es erneut.',
    failed: 'Bitte prüfen Sie dieses Feld:',
    thanksTitle: 'Vielen Dank',
    thanksText: 'Ihre Veranstaltung wurde eingereicht. Sie wird geprüft, bevor sie im Kalender erscheint.',
    another: 'Eine weitere Veranstaltung einreichen',
    tooLargeTitle: 'Zu viel Text',
    tooLargeText: 'Das Formular enthält mehr Text, als der Kalender annimmt. Bitte kürzen Sie ihn und senden Sie es erneut.',
  },
  fr: {
    heading: 'Proposer un événement',
    intro: 'Proposez un événement pour l’agenda. Un éditeur le relit avant sa publication.',
    required: '(obligatoire)',
    event: 'L’événement',
    when: 'Quand',
    where: 'Où',
    organizer: 'Organisateur',
    more: 'Autres informations',
    labels: {
      title: 'Titre',
      description: 'Description',
      start_date: 'Date de début',
      start_time: 'Heure de début',
      end_date: 'Date de fin',
      end_time: 'Heure de fin',
      all_day: 'Toute la journée',
      timezone: 'Fuseau horaire',
      venue: 'Lieu',
      venue_name: 'Nom du lieu',
      venue_address: 'Adresse',
      venue_city: 'Ville',
      venue_zip: 'Code postal',
      venue_country: 'Pays',
      organizer: 'Organisateur',
      organizer_name: 'Nom de l’organisateur',
      organizer_email: 'Courriel',
      organizer_website: 'Site web de l’organisateur',
      website: 'Site web de l’événement',
      cost: 'Prix',
      category: 'Catégorie',
    },
    hints: {
      description: 'Texte simple ; une ligne vide commence un nouveau paragraphe.',
      start_date: 'Par exemple 2027-03-01.',
      start_time: 'Par exemple 14:00. Inutile pour un événement d’une journée entière.',
      end_date: 'Vide : le même jour.',
      timezone: 'Par exemple Europe/Paris.',
      cost: 'Par exemple 10 ou Gratuit.',
      website: 'Une adresse commençant par https://',
    },
    noVenue: 'Aucun lieu, ou pas encore connu',
    newVenue: 'Un nouveau lieu (à remplir ci-dessous)',
    newVenueFields: 'Un nouveau lieu',
    noOrganizer: 'Aucun organisateur, ou inconnu',
    newOrganizer: 'Un nouvel organisateur (à remplir ci-dessous)',
    newOrganizerFields: 'Un nouvel organisateur',
    noCategory: 'Aucune catégorie',
    honeypot: 'Laissez ce champ vide',
    send: 'Proposer l’événement',
    problemsTitle: 'L’événement n’a pas été envoyé. Veuillez vérifier :',
    problems: { required: 'Ce champ est obligatoire.', date: 'Saisissez une date comme 2027-03-01.', time: 'Saisissez une heure comme 14:00.', choice: 'Choisissez une valeur de la liste.', long: '{max} caractères au plus.' },
    tooFast: 'Le formulaire a été envoyé trop vite. Veuillez le vérifier et l’envoyer à nouveau.',
    failed: 'Veuillez vérifier ce champ :',
    thanksTitle: 'Merci',
    thanksText: 'Votre événement a été envoyé. Un éditeur le relira avant qu’il n’apparaisse dans l’agenda.',
    another: 'Proposer un autre événement',
    tooLargeTitle: 'Trop de texte',
    tooLargeText: 'Le formulaire contient plus de texte que l’agenda n’en accepte. Veuillez le raccourcir et l’envoyer à nouveau.',
  },
}

// `<%= %>` escapes every value; `<%~ %>` only writes other templates' output.
const FIELD = `<div class="field<% if (it.error) { %> invalid<% } %>">
<label for="f-<%= it.name %>"><%= it.label %><% if (it.required) { %> <span class="required"><%= it.requiredWord %></span><% } %></label>
<% if (it.hint) { %><p class="hint" id="h-<%= it.name %>"><%= it.hint %></p>
<% } %><% if (it.error) { %><p class="error" id="e-<%= it.name %>"><%= it.error %></p>
<% } %><% if (it.kind === 'textarea') { %><textarea id="f-<%= it.name %>" name="<%= it.name %>" rows="8" maxlength="<%= it.max %>"<%~ it.attrs %>><%= it.value %></textarea>
<% } else if (it.kind === 'select') { %><select id="f-<%= it.name %>" name="<%= it.name %>"<%~ it.attrs %>>
<% it.options.forEach(function (o) { %><option value="<%= o.value %>"<% if (o.value === it.value) { %> selected<% } %>><%= o.label %></option>
<% }) %></select>
<% } else { %><input id="f-<%= it.name %>" name="<%= it.name %>" type="<%= it.kind %>" value="<%= it.value %>"<% if (it.max) { %> maxlength="<%= it.max %>"<% } %><% if (it.autocomplete) { %> autocomplete="<%= it.autocomplete %>"<% } %><%~ it.attrs %>>
<% } %></div>
`

const FORM = `<h1><%= it.w.heading %></h1>
<p><%= it.w.intro %></p>
<% if (it.tooFast) { %><p class="error" role="alert"><%= it.w.tooFast %></p>
<% } %><% if (it.summary.length) { %><div class="problems" role="alert">
<h2><%= it.w.problemsTitle %></h2>
<ul><% it.summary.forEach(function (p) { %><li><% if (p.name) { %><a href="#f-<%= p.name %>"><%= p.label %></a>: <% } %><%= p.text %></li><% }) %></ul>
</div>
<% } %><form class="submit" method="post" action="<%= it.action %>">
<input type="hidden" name="started" value="<%= it.started %>">
<fieldset><legend><%= it.w.event %></legend>
<%~ it.f.title %><%~ it.f.description %><%~ it.f.category %>
</fieldset>
<fieldset><legend><%= it.w.when %></legend>
<div class="pair"><%~ it.f.start_date %><%~ it.f.start_time %></div>
<div class="pair"><%~ it.f.end_date %><%~ it.f.end_time %></div>
<div class="field check"><input id="f-all_day" name="all_day" type="checkbox" value="1"<% if (it.allDay) { %> checked<% } %>> <label for="f-all_day"><%= it.w.labels.all_day %></label></div>
<%~ it.f.timezone %>
</fieldset>
<fieldset><legend><%= it.w.where %></legend>
<%~ it.f.venue %>
<fieldset class="nested"><legend><%= it.w.newVenueFields %></legend>
<%~ it.f.venue_name %><%~ it.f.venue_address %><div class="pair"><%~ it.f.venue_zip %><%~ it.f.venue_city %></div><%~ it.f.venue_country %>
</fieldset>
</fieldset>
<fieldset><legend><%= it.w.organizer %></legend>
<%~ it.f.organizer %>
<fieldset class="nested"><legend><%= it.w.newOrganizerFields %></legend>
<%~ it.f.organizer_name %><%~ it.f.organizer_email %><%~ it.f.organizer_website %>
</fieldset>
</fieldset>
<fieldset><legend><%= it.w.more %></legend>
<%~ it.f.website %><%~ it.f.cost %>
</fieldset>
<div class="hp" aria-hidden="true"><label for="f-<%= it.honeypot %>"><%= it.w.honeypot %></label>
<input id="f-<%= it.honeypot %>" name="<%= it.honeypot %>" type="text" value="" tabindex="-1" autocomplete="off"></div>
<p><button type="submit"><%= it.w.send %></button></p>
</form>
`

const THANKS = `<h1><%= it.w.thanksTitle %></h1>
<p role="status"><%= it.w.thanksText %></p>
<p><a href="<%= it.again %>"><%= it.w.another %></a></p>
`

const MESSAGE = `<h1><%= it.heading %></h1>
<p><%= it.text %></p>
<% if (it.back) { %><p><a href="<%= it.back %>"><%= it.backText %></a></p><% } %>
`

const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true })
for (const [name, text] of Object.entries({ field: FIELD, form: FORM, thanks: THANKS, message: MESSAGE })) eta.loadTemplate(`@${name}`, text)
const render = (name: string, data: object): string => eta.render(`@${name}`, data)

/** What the form page shows: the values typed so far, the problems by field (a reason, shown as it is) and those of
 *  no field, and whether it came back for having been sent too fast. */
export interface SubmitState {
  form: SubmitForm
  errors: Partial<Record<SubmitField, string>>
  general: string[]
  tooFast: boolean
  /** the signed moment the form is shown (services/submissions.ts signStart) */
  started: string
  /** the form's default time zone (TIMEZONE) */
  timezone: string
}

/** The fields a person fills in. */
type ShownField = Exclude<SubmitField, 'started' | 'website_url'>

const REQUIRED: SubmitField[] = ['title', 'start_date']
/** The order fields are read in, for the first invalid one to be focused and the summary to follow the page. */
const ORDER: ShownField[] = ['title', 'description', 'category', 'start_date', 'start_time', 'end_date', 'end_time', 'all_day', 'timezone',
  'venue', 'venue_name', 'venue_address', 'venue_zip', 'venue_city', 'venue_country', 'organizer', 'organizer_name', 'organizer_email',
  'organizer_website', 'website', 'cost']

const KINDS: Partial<Record<SubmitField, string>> = {
  description: 'textarea',
  start_date: 'date',
  start_time: 'time',
  end_date: 'date',
  end_time: 'time',
  venue: 'select',
  organizer: 'select',
  category: 'select',
  organizer_email: 'email',
  organizer_website: 'url',
  website: 'url',
}
const AUTOCOMPLETE: Partial<Record<SubmitField, string>> = {
  venue_address: 'street-address', venue_zip: 'postal-code', venue_city: 'address-level2', venue_country: 'country-name', organizer_email: 'email',
}

const options = (none: string, fresh: string | null, choices: Choice[]) =>
  [{ value: '', label: none }, ...(fresh === null ? [] : [{ value: 'new', label: fresh }]), ...choices.map((c) => ({ value: String(c.id), label: c.name }))]

/** The form page. */
export function renderSubmitPage (frame: PageFrame, action: string, state: SubmitState, choices: SubmitChoices): string {
  const w = SUBMIT_WORDS[frame.lang]
  const firstInvalid = ORDER.find((f) => state.errors[f] !== undefined)
  const field = (name: ShownField, extra: { options?: Array<{ value: string; label: string }> } = {}): string => {
    const error = state.errors[name]
    const hint = w.hints[name]
    const described = [hint ? `h-${name}` : '', error ? `e-${name}` : ''].filter(Boolean).join(' ')
    const required = REQUIRED.includes(name)
    // Boolean attributes, written here from fixed words only (never a typed value).
    const attrs = [
      required ? ' required' : '',
      described ? ` aria-describedby="${described}"` : '',
      error ? ' aria-invalid="true"' : '',
      name === firstInvalid ? ' autofocus' : '',
    ].join('')
    const value = name === 'timezone' ? state.form.timezone ?? state.timezone : state.form[name] ?? ''
    return render('field', {
      name,
      label: w.labels[name],
      requiredWord: w.required,
      required,
      hint,
      error,
      kind: KINDS[name] ?? 'text',
      max: KINDS[name] === 'date' || KINDS[name] === 'time' ? 0 : FIELD_MAX[name] ?? DEFAULT_FIELD_MAX,
      autocomplete: AUTOCOMPLETE[name] ?? (KINDS[name] === 'url' ? 'url' : ''),
      attrs,
      value,
      options: extra.options ?? [],
    })
  }
  const f: Record<string, string> = {}
  for (const name of ORDER) {
    if (name === 'all_day') continue
    if (name === 'venue') f[name] = field(name, { options: options(w.noVenue, w.newVenue, choices.venues) })
    else if (name === 'organizer') f[name] = field(name, { options: options(w.noOrganizer, w.newOrganizer, choices.organizers) })
    else if (name === 'category') f[name] = field(name, { options: options(w.noCategory, null, choices.categories) })
    else f[name] = field(name)
  }
  const summary = [
    ...ORDER.filter((n) => state.errors[n] !== undefined).map((n) => ({ name: n, label: w.labels[n], text: state.errors[n]! })),
    ...state.general.map((text) => ({ name: null, label: '', text })),
  ]
  const body = render('form', {
    w,
    f,
    action,
    started: state.started,
    honeypot: HONEYPOT,
    allDay: state.form.all_day !== undefined && state.form.all_day !== '',
    tooFast: state.tooFast,
    summary,
  })
  const title = summary.length > 0 || state.tooFast ? `${w.problemsTitle} ${w.heading}` : w.heading
  return layout(frame, { title: `${title} – ${PAGE_WORDS[frame.lang].calendar}`, description: w.intro, canonical: null, alternates: {}, jsonLd: null, image: null, noindex: true }, body)
}

/** The thank-you page after a submission (and after a robot's, which is answered alike). */
export function renderThanksPage (frame: PageFrame, again: string): string {
  const w = SUBMIT_WORDS[frame.lang]
  return layout(frame, { title: `${w.thanksTitle} – ${PAGE_WORDS[frame.lang].calendar}`, description: '', canonical: null, alternates: {}, jsonLd: null, image: null, noindex: true },
    render('thanks', { w, again }))
}

/** The 413 page: the form's body was over the route's limit. */
export function renderTooLargePage (frame: PageFrame, back: string): string {
  const w = SUBMIT_WORDS[frame.lang]
  return layout(frame, { title: `${w.tooLargeTitle} – ${PAGE_WORDS[frame.lang].calendar}`, description: '', canonical: null, alternates: {}, jsonLd: null, image: null, noindex: true },
    render('message', { heading: w.tooLargeTitle, text: w.tooLargeText, back, backText: w.heading }))
}
