// The words of the workspace's lists (lists/index.ts) in the four languages of the prefixes, in the shape of the
// shell's words (i18n.ts). DOM-free.
import type { ManageLanguage } from '../i18n.js'
import type { Tab } from './model.js'

export interface ListWords {
  /** the heading of each kind's list */
  titles: { events: string; venues: string; organizers: string; categories: string; tags: string }
  /** "New event", … */
  create: { events: string; venues: string; organizers: string; categories: string; tags: string }
  tabs: Record<Tab, string>
  tabsLabel: string
  filters: string
  moreFilters: string
  search: string
  from: string
  to: string
  category: string
  tag: string
  venue: string
  organizer: string
  any: string
  apply: string
  clear: string
  columns: { title: string; name: string; dates: string; status: string; venue: string; author: string; slug: string; count: string; actions: string }
  statuses: Record<string, string>
  /** the API's `event_status` other than scheduled */
  eventStatuses: { canceled: string; postponed: string }
  allDay: string
  series: string
  view: string
  edit: string
  trash: string
  restore: string
  deleteForever: string
  delete: string
  publish: string
  reject: string
  cancel: string
  pages: (page: number, of: number) => string
  previous: string
  next: string
  pagination: string
  results: (total: number) => string
  empty: string
  loading: string
  confirmDelete: (title: string) => string
  confirmDeleteTerm: (name: string) => string
  cannotUndo: string
  trashed: (title: string) => string
  restored: (title: string) => string
  deleted: (title: string) => string
  published: (title: string) => string
  scheduled: (title: string) => string
  rejected: (title: string) => string
  submittedForReview: (title: string) => string
  untitled: string
  actionsFor: (title: string) => string
  publicPage: (title: string) => string
}

export const LIST_WORDS: Record<ManageLanguage, ListWords> = {
  en: {
    titles: { events: 'Events', venues: 'Venues', organizers: 'Organizers', categories: 'Categories', tags: 'Tags' },
    create: { events: 'New event', venues: 'New venue', organizers: 'New organizer', categories: 'New category', tags: 'New tag' },
    tabs: { all: 'All', publish: 'Published', future: 'Scheduled', draft: 'Drafts', pending: 'Pending', private: 'Private', trash: 'Trash' },
    tabsLabel: 'Status',
    filters: 'Filters',
    moreFilters: 'Dates, categories, tags, venues, organizers',
    search: 'Search',
    from: 'From',
    to: 'Until',
    category: 'Category',
    tag: 'Tag',
    venue: 'Venue',
    organizer: 'Organizer',
    any: 'Any',
    apply: 'Filter',
    clear: 'Clear filters',
    columns: { title: 'Title', name: 'Name', dates: 'Dates', status: 'Status', venue: 'Venue', author: 'Author', slug: 'Slug', count: 'Events', actions: 'Actions' },
    statuses: { publish: 'Published', future: 'Scheduled', draft: 'Draft', pending: 'Pending', private: 'Private', trash: 'In the trash' },
    eventStatuses: { canceled: 'Canceled', postponed: 'Postponed' },
    allDay: 'all day',
    series: 'part of a series',
    view: 'View',
    edit: 'Edit',
    trash: 'Move to trash',
    restore: 'Restore',
    deleteForever: 'Delete permanently',
    delete: 'Delete',
    publish: 'Publish',
    reject: 'Reject',
    cancel: 'Cancel',
    pages: (page, of) => `Page ${page} of ${of}`,
    previous: 'Previous page',
    next: 'Next page',
    pagination: 'Pages',
    results: (n) => n === 1 ? '1 item' : `${n} items`,
    empty: 'Nothing found.',
    loading: 'Loading…',
    confirmDelete: (title) => `Delete “${title}” permanently?`,
    confirmDeleteTerm: (name) => `Delete “${name}”?`,
    cannotUndo: 'This cannot be undone.',
    trashed: (title) => `“${title}” was moved to the trash.`,
    restored: (title) => `“${title}” was restored as a draft.`,
    deleted: (title) => `“${title}” was deleted permanently.`,
    published: (title) => `“${title}” was published.`,
    scheduled: (title) => `“${title}” was scheduled.`,
    rejected: (title) => `“${title}” was rejected and moved to the trash.`,
    submittedForReview: (title) => `“${title}” is waiting for review.`,
    untitled: '(no title)',
    actionsFor: (title) => `Actions for “${title}”`,
    publicPage: (title) => `Public page of “${title}”`,
  },
  nl: {
    titles: { events: 'Evenementen', venues: 'Locaties', organizers: 'Organisatoren', categories: 'Categorieën', tags: 'Tags' },
    create: { events: 'Nieuw evenement', venues: 'Nieuwe locatie', organizers: 'Nieuwe organisator', categories: 'Nieuwe categorie', tags: 'Nieuwe tag' },
    tabs: { all: 'Alle', publish: 'Gepubliceerd', future: 'Gepland', draft: 'Concepten', pending: 'Ter beoordeling', private: 'Privé', trash: 'Prullenbak' },
    tabsLabel: 'Status',
    filters: 'Filters',
    moreFilters: 'Data, categorieën, tags, locaties, organisatoren',
    search: 'Zoeken',
    from: 'Vanaf',
    to: 'Tot en met',
    category: 'Categorie',
    tag: 'Tag',
    venue: 'Locatie',
    organizer: 'Organisator',
    any: 'Alle',
    apply: 'Filteren',
    clear: 'Filters wissen',
    columns: { title: 'Titel', name: 'Naam', dates: 'Data', status: 'Status', venue: 'Locatie', author: 'Auteur', slug: 'Slug', count: 'Evenementen', actions: 'Acties' },
    statuses: { publish: 'Gepubliceerd', future: 'Gepland', draft: 'Concept', pending: 'Ter beoordeling', private: 'Privé', trash: 'In de prullenbak' },
    eventStatuses: { canceled: 'Geannuleerd', postponed: 'Uitgesteld' },
    allDay: 'hele dag',
    series: 'deel van een reeks',
    view: 'Bekijken',
    edit: 'Bewerken',
    trash: 'Naar prullenbak',
    restore: 'Terugzetten',
    deleteForever: 'Definitief verwijderen',
    delete: 'Verwijderen',
    publish: 'Publiceren',
    reject: 'Afwijzen',
    cancel: 'Annuleren',
    pages: (page, of) => `Pagina ${page} van ${of}`,
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pagination: 'Pagina’s',
    results: (n) => n === 1 ? '1 item' : `${n} items`,
    empty: 'Niets gevonden.',
    loading: 'Laden…',
    confirmDelete: (title) => `„${title}” definitief verwijderen?`,
    confirmDeleteTerm: (name) => `„${name}” verwijderen?`,
    cannotUndo: 'Dit kan niet ongedaan worden gemaakt.',
    trashed: (title) => `„${title}” is naar de prullenbak verplaatst.`,
    restored: (title) => `„${title}” is teruggezet als concept.`,
    deleted: (title) => `„${title}” is definitief verwijderd.`,
    published: (title) => `„${title}” is gepubliceerd.`,
    scheduled: (title) => `„${title}” is gepland.`,
    rejected: (title) => `„${title}” is afgewezen en naar de prullenbak verplaatst.`,
    submittedForReview: (title) => `„${title}” wacht op beoordeling.`,
    untitled: '(geen titel)',
    actionsFor: (title) => `Acties voor „${title}”`,
    publicPage: (title) => `Openbare pagina van „${title}”`,
  },
  de: {
    titles: { events: 'Veranstaltungen', venues: 'Veranstaltungsorte', organizers: 'Veranstalter', categories: 'Kategorien', tags: 'Schlagwörter' },
    create: { events: 'Neue Veranstaltung', venues: 'Neuer Veranstaltungsort', organizers: 'Neuer Veranstalter', categories: 'Neue Kategorie', tags: 'Neues Schlagwort' },
    tabs: { all: 'Alle', publish: 'Veröffentlicht', future: 'Geplant', draft: 'Entwürfe', pending: 'Ausstehend', private: 'Privat', trash: 'Papierkorb' },
    tabsLabel: 'Status',
    filters: 'Filter',
    moreFilters: 'Termine, Kategorien, Schlagwörter, Orte, Veranstalter',
    search: 'Suchen',
    from: 'Von',
    to: 'Bis',
    category: 'Kategorie',
    tag: 'Schlagwort',
    venue: 'Veranstaltungsort',
    organizer: 'Veranstalter',
    any: 'Alle',
    apply: 'Filtern',
    clear: 'Filter zurücksetzen',
    columns: { title: 'Titel', name: 'Name', dates: 'Termine', status: 'Status', venue: 'Ort', author: 'Autor', slug: 'Slug', count: 'Veranstaltungen', actions: 'Aktionen' },
    statuses: { publish: 'Veröffentlicht', future: 'Geplant', draft: 'Entwurf', pending: 'Ausstehend', private: 'Privat', trash: 'Im Papierkorb' },
    eventStatuses: { canceled: 'Abgesagt', postponed: 'Verschoben' },
    allDay: 'ganztägig',
    series: 'Teil einer Serie',
    view: 'Ansehen',
    edit: 'Bearbeiten',
    trash: 'In den Papierkorb',
    restore: 'Wiederherstellen',
    deleteForever: 'Endgültig löschen',
    delete: 'Löschen',
    publish: 'Veröffentlichen',
    reject: 'Ablehnen',
    cancel: 'Abbrechen',
    pages: (page, of) => `Seite ${page} von ${of}`,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    pagination: 'Seiten',
    results: (n) => n === 1 ? '1 Eintrag' : `${n} Einträge`,
    empty: 'Nichts gefunden.',
    loading: 'Wird geladen…',
    confirmDelete: (title) => `„${title}“ endgültig löschen?`,
    confirmDeleteTerm: (name) => `„${name}“ löschen?`,
    cannotUndo: 'Das lässt sich nicht rückgängig machen.',
    trashed: (title) => `„${title}“ wurde in den Papierkorb verschoben.`,
    restored: (title) => `„${title}“ wurde als Entwurf wiederhergestellt.`,
    deleted: (title) => `„${title}“ wurde endgültig gelöscht.`,
    published: (title) => `„${title}“ wurde veröffentlicht.`,
    scheduled: (title) => `„${title}“ wurde geplant.`,
    rejected: (title) => `„${title}“ wurde abgelehnt und in den Papierkorb verschoben.`,
    submittedForReview: (title) => `„${title}“ wartet auf Prüfung.`,
    untitled: '(ohne Titel)',
    actionsFor: (title) => `Aktionen für „${title}“`,
    publicPage: (title) => `Öffentliche Seite von „${title}“`,
  },
  fr: {
    titles: { events: 'Événements', venues: 'Lieux', organizers: 'Organisateurs', categories: 'Catégories', tags: 'Étiquettes' },
    create: { events: 'Nouvel événement', venues: 'Nouveau lieu', organizers: 'Nouvel organisateur', categories: 'Nouvelle catégorie', tags: 'Nouvelle étiquette' },
    tabs: { all: 'Tous', publish: 'Publiés', future: 'Planifiés', draft: 'Brouillons', pending: 'En attente', private: 'Privés', trash: 'Corbeille' },
    tabsLabel: 'Statut',
    filters: 'Filtres',
    moreFilters: 'Dates, catégories, étiquettes, lieux, organisateurs',
    search: 'Rechercher',
    from: 'Du',
    to: 'Au',
    category: 'Catégorie',
    tag: 'Étiquette',
    venue: 'Lieu',
    organizer: 'Organisateur',
    any: 'Tous',
    apply: 'Filtrer',
    clear: 'Effacer les filtres',
    columns: { title: 'Titre', name: 'Nom', dates: 'Dates', status: 'Statut', venue: 'Lieu', author: 'Auteur', slug: 'Identifiant', count: 'Événements', actions: 'Actions' },
    statuses: { publish: 'Publié', future: 'Planifié', draft: 'Brouillon', pending: 'En attente', private: 'Privé', trash: 'Dans la corbeille' },
    eventStatuses: { canceled: 'Annulé', postponed: 'Reporté' },
    allDay: 'toute la journée',
    series: 'fait partie d’une série',
    view: 'Voir',
    edit: 'Modifier',
    trash: 'Mettre à la corbeille',
    restore: 'Restaurer',
    deleteForever: 'Supprimer définitivement',
    delete: 'Supprimer',
    publish: 'Publier',
    reject: 'Refuser',
    cancel: 'Annuler',
    pages: (page, of) => `Page ${page} sur ${of}`,
    previous: 'Page précédente',
    next: 'Page suivante',
    pagination: 'Pages',
    results: (n) => n === 1 ? '1 élément' : `${n} éléments`,
    empty: 'Rien trouvé.',
    loading: 'Chargement…',
    confirmDelete: (title) => `Supprimer « ${title} » définitivement ?`,
    confirmDeleteTerm: (name) => `Supprimer « ${name} » ?`,
    cannotUndo: 'Cette action est irréversible.',
    trashed: (title) => `« ${title} » a été mis à la corbeille.`,
    restored: (title) => `« ${title} » a été restauré comme brouillon.`,
    deleted: (title) => `« ${title} » a été supprimé définitivement.`,
    published: (title) => `« ${title} » a été publié.`,
    scheduled: (title) => `« ${title} » a été planifié.`,
    rejected: (title) => `« ${title} » a été refusé et mis à la corbeille.`,
    submittedForReview: (title) => `« ${title} » attend une relecture.`,
    untitled: '(sans titre)',
    actionsFor: (title) => `Actions pour « ${title} »`,
    publicPage: (title) => `Page publique de « ${title} »`,
  },
}
