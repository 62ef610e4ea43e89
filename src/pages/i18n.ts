// The record pages' interface strings in the service's languages (SPEC §9.7, §1.5): the language prefix of the page's
// path picks them, as it does the calendar page's (src/calendar-page/i18n.ts, whose language names are reused).
import { PAGE_LANGUAGES, type PageLanguage } from '../calendar-page/i18n.js'

export { PAGE_LANGUAGES, type PageLanguage }

export interface PageWords {
  calendar: string
  skip: string
  when: string
  allDay: string
  /** the zone's label before its name */
  timezone: string
  where: string
  map: string
  organizers: string
  cost: string
  website: string
  categories: string
  tags: string
  seriesDates: string
  addToCalendar: string
  ics: string
  google: string
  status: { canceled: string; postponed: string; scheduled: string }
  reason: string
  upcoming: string
  noUpcoming: string
  previous: string
  next: string
  /** `{page}` of `{pages}` */
  pageOf: string
  phone: string
  email: string
  address: string
  kinds: { event: string; venue: string; organizer: string; category: string; tag: string }
  protectedTitle: string
  protectedText: string
  password: string
  unlock: string
  wrongPassword: string
  notFoundTitle: string
  notFoundText: string
  tooManyTitle: string
  /** `{seconds}` */
  tooManyText: string
  backToCalendar: string
  otherLanguages: string
  breadcrumb: string
}

export const PAGE_WORDS: Record<PageLanguage, PageWords> = {
  en: {
    calendar: 'Event calendar',
    skip: 'Skip to content',
    when: 'When',
    allDay: 'All day',
    timezone: 'Time zone',
    where: 'Where',
    map: 'Map',
    organizers: 'Organizers',
    cost: 'Cost',
    website: 'Website',
    categories: 'Categories',
    tags: 'Tags',
    seriesDates: 'Other dates of this series',
    addToCalendar: 'Add to calendar',
    ics: 'Download (.ics)',
    google: 'Google Calendar',
    status: { canceled: 'Canceled', postponed: 'Postponed', scheduled: 'Scheduled' },
    reason: 'Reason',
    upcoming: 'Upcoming events',
    noUpcoming: 'No upcoming events.',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {page} of {pages}',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    kinds: { event: 'Event', venue: 'Venue', organizer: 'Organizer', category: 'Category', tag: 'Tag' },
    protectedTitle: 'Protected',
    protectedText: 'This page is protected by a password. Enter it to see its content.',
    password: 'Password',
    unlock: 'Show',
    wrongPassword: 'That password is not right.',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at this address, or it is not public.',
    tooManyTitle: 'Too many attempts',
    tooManyText: 'Please wait {seconds} seconds before trying again.',
    backToCalendar: 'Back to the calendar',
    otherLanguages: 'Other languages',
    breadcrumb: 'Breadcrumb',
  },
  nl: {
    calendar: 'Evenementenkalender',
    skip: 'Naar de inhoud',
    when: 'Wanneer',
    allDay: 'Hele dag',
    timezone: 'Tijdzone',
    where: 'Waar',
    map: 'Kaart',
    organizers: 'Organisatoren',
    cost: 'Kosten',
    website: 'Website',
    categories: 'Categorieën',
    tags: 'Tags',
    seriesDates: 'Andere data van deze reeks',
    addToCalendar: 'Toevoegen aan agenda',
    ics: 'Downloaden (.ics)',
    google: 'Google Agenda',
    status: { canceled: 'Geannuleerd', postponed: 'Uitgesteld', scheduled: 'Gepland' },
    reason: 'Reden',
    upcoming: 'Komende evenementen',
    noUpcoming: 'Geen komende evenementen.',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages}',
    phone: 'Telefoon',
    email: 'E-mail',
    address: 'Adres',
    kinds: { event: 'Evenement', venue: 'Locatie', organizer: 'Organisator', category: 'Categorie', tag: 'Tag' },
    protectedTitle: 'Beveiligd',
    protectedText: 'Deze pagina is met een wachtwoord beveiligd. Vul het in om de inhoud te zien.',
    password: 'Wachtwoord',
    unlock: 'Tonen',
    wrongPassword: 'Dat wachtwoord klopt niet.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Op dit adres staat geen pagina, of ze is niet openbaar.',
    tooManyTitle: 'Te veel pogingen',
    tooManyText: 'Wacht {seconds} seconden voor u het opnieuw probeert.',
    backToCalendar: 'Terug naar de kalender',
    otherLanguages: 'Andere talen',
    breadcrumb: 'Kruimelpad',
  },
  de: {
    calendar: 'Veranstaltungskalender',
    skip: 'Zum Inhalt springen',
    when: 'Wann',
    allDay: 'Ganztägig',
    timezone: 'Zeitzone',
    where: 'Wo',
    map: 'Karte',
    organizers: 'Veranstalter',
    cost: 'Kosten',
    website: 'Website',
    categories: 'Kategorien',
    tags: 'Schlagwörter',
    seriesDates: 'Weitere Termine dieser Reihe',
    addToCalendar: 'Zum Kalender hinzufügen',
    ics: 'Herunterladen (.ics)',
    google: 'Google Kalender',
    status: { canceled: 'Abgesagt', postponed: 'Verschoben', scheduled: 'Geplant' },
    reason: 'Grund',
    upcoming: 'Kommende Veranstaltungen',
    noUpcoming: 'Keine kommenden Veranstaltungen.',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    pageOf: 'Seite {page} von {pages}',
    phone: 'Telefon',
    email: 'E-Mail',
    address: 'Adresse',
    kinds: { event: 'Veranstaltung', venue: 'Veranstaltungsort', organizer: 'Veranstalter', category: 'Kategorie', tag: 'Schlagwort' },
    protectedTitle: 'Geschützt',
    protectedText: 'Diese Seite ist durch ein Passwort geschützt. Geben Sie es ein, um den Inhalt zu sehen.',
    password: 'Passwort',
    unlock: 'Anzeigen',
    wrongPassword: 'Das Passwort ist nicht richtig.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Unter dieser Adresse gibt es keine Seite, oder sie ist nicht öffentlich.',
    tooManyTitle: 'Zu viele Versuche',
    tooManyText: 'Bitte warten Sie {seconds} Sekunden, bevor Sie es erneut versuchen.',
    backToCalendar: 'Zurück zum Kalender',
    otherLanguages: 'Andere Sprachen',
    breadcrumb: 'Brotkrumennavigation',
  },
  fr: {
    calendar: 'Calendrier des événements',
    skip: 'Aller au contenu',
    when: 'Quand',
    allDay: 'Toute la journée',
    timezone: 'Fuseau horaire',
    where: 'Où',
    map: 'Carte',
    organizers: 'Organisateurs',
    cost: 'Prix',
    website: 'Site web',
    categories: 'Catégories',
    tags: 'Étiquettes',
    seriesDates: 'Autres dates de cette série',
    addToCalendar: 'Ajouter à l’agenda',
    ics: 'Télécharger (.ics)',
    google: 'Google Agenda',
    status: { canceled: 'Annulé', postponed: 'Reporté', scheduled: 'Prévu' },
    reason: 'Raison',
    upcoming: 'Événements à venir',
    noUpcoming: 'Aucun événement à venir.',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageOf: 'Page {page} sur {pages}',
    phone: 'Téléphone',
    email: 'Courriel',
    address: 'Adresse',
    kinds: { event: 'Événement', venue: 'Lieu', organizer: 'Organisateur', category: 'Catégorie', tag: 'Étiquette' },
    protectedTitle: 'Protégé',
    protectedText: 'Cette page est protégée par un mot de passe. Saisissez-le pour voir son contenu.',
    password: 'Mot de passe',
    unlock: 'Afficher',
    wrongPassword: 'Ce mot de passe n’est pas le bon.',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Il n’y a pas de page à cette adresse, ou elle n’est pas publique.',
    tooManyTitle: 'Trop de tentatives',
    tooManyText: 'Veuillez attendre {seconds} secondes avant de réessayer.',
    backToCalendar: 'Retour au calendrier',
    otherLanguages: 'Autres langues',
    breadcrumb: 'Fil d’Ariane',
  },
}
