// The calendar page's words in the service's languages (SPEC §1.5). The server writes the page's labels with them and
// the script its messages; FullCalendar's own (month names, "today") come from its locales.

export const PAGE_LANGUAGES = ['en', 'nl', 'de', 'fr'] as const
export type PageLanguage = typeof PAGE_LANGUAGES[number]

export interface Words {
  title: string
  category: string
  allCategories: string
  venue: string
  allVenues: string
  search: string
  searchPlaceholder: string
  language: string
  subscribe: string
  subscribeHint: string
  download: string
  loading: string
  failed: string
  /** `{shown}` of `{total}` */
  truncated: string
  /** an event of a recurring series (SPEC §9.3): the tooltip, and the label of its "↻" */
  repeats: string
  /** the label of a canceled event (SPEC §9.6), shown before its title, which is struck through */
  canceled: string
  /** the label of a postponed event */
  postponed: string
  noScript: string
  languageNames: Record<PageLanguage, string>
}

const languageNames: Record<PageLanguage, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' }

export const WORDS: Record<PageLanguage, Words> = {
  en: {
    title: 'Event calendar',
    category: 'Category',
    allCategories: 'All categories',
    venue: 'Venue',
    allVenues: 'All venues',
    search: 'Search',
    searchPlaceholder: 'Words to find',
    language: 'Language',
    subscribe: 'Subscribe',
    subscribeHint: 'Add these events, with the filters chosen, to your calendar app',
    download: '.ics file',
    loading: 'Loading events…',
    failed: 'The events could not be loaded:',
    truncated: 'Showing the first {shown} of {total} events: narrow the filters to see the rest.',
    repeats: 'Repeats',
    canceled: 'Canceled',
    postponed: 'Postponed',
    noScript: 'This calendar needs JavaScript. The events are also available as an iCalendar feed:',
    languageNames,
  },
  nl: {
    title: 'Evenementenkalender',
    category: 'Categorie',
    allCategories: 'Alle categorieën',
    venue: 'Locatie',
    allVenues: 'Alle locaties',
    search: 'Zoeken',
    searchPlaceholder: 'Zoekwoorden',
    language: 'Taal',
    subscribe: 'Abonneren',
    subscribeHint: 'Zet deze evenementen, met de gekozen filters, in je agenda-app',
    download: '.ics-bestand',
    loading: 'Evenementen laden…',
    failed: 'De evenementen konden niet worden geladen:',
    truncated: 'De eerste {shown} van {total} evenementen: verfijn de filters om de rest te zien.',
    repeats: 'Herhaalt zich',
    canceled: 'Geannuleerd',
    postponed: 'Uitgesteld',
    noScript: 'Deze kalender heeft JavaScript nodig. De evenementen zijn ook beschikbaar als iCalendar-feed:',
    languageNames,
  },
  de: {
    title: 'Veranstaltungskalender',
    category: 'Kategorie',
    allCategories: 'Alle Kategorien',
    venue: 'Veranstaltungsort',
    allVenues: 'Alle Orte',
    search: 'Suche',
    searchPlaceholder: 'Suchbegriffe',
    language: 'Sprache',
    subscribe: 'Abonnieren',
    subscribeHint: 'Diese Veranstaltungen mit den gewählten Filtern in Ihre Kalender-App übernehmen',
    download: '.ics-Datei',
    loading: 'Veranstaltungen werden geladen…',
    failed: 'Die Veranstaltungen konnten nicht geladen werden:',
    truncated: 'Die ersten {shown} von {total} Veranstaltungen: Filter eingrenzen, um den Rest zu sehen.',
    repeats: 'Wiederholt sich',
    canceled: 'Abgesagt',
    postponed: 'Verschoben',
    noScript: 'Dieser Kalender braucht JavaScript. Die Veranstaltungen gibt es auch als iCalendar-Feed:',
    languageNames,
  },
  fr: {
    title: 'Calendrier des événements',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    venue: 'Lieu',
    allVenues: 'Tous les lieux',
    search: 'Recherche',
    searchPlaceholder: 'Mots à chercher',
    language: 'Langue',
    subscribe: 'S’abonner',
    subscribeHint: 'Ajouter ces événements, avec les filtres choisis, à votre agenda',
    download: 'fichier .ics',
    loading: 'Chargement des événements…',
    failed: 'Les événements n’ont pas pu être chargés :',
    truncated: 'Les {shown} premiers événements sur {total} : affinez les filtres pour voir les autres.',
    repeats: 'Évènement récurrent',
    canceled: 'Annulé',
    postponed: 'Reporté',
    noScript: 'Ce calendrier a besoin de JavaScript. Les événements sont aussi disponibles en flux iCalendar :',
    languageNames,
  },
}
