// The words of the recurrence field and of the series question (this / following / all), in the workspace's four
// languages (SPEC §9.8). DOM-free.
import type { ManageLanguage } from '../i18n.js'
import type { Freq, Weekday } from './rrule.js'

export interface RecurrenceWords {
  legend: string
  repeats: string
  never: string
  freqs: Record<Freq, string>
  every: string
  /** the unit after "every N", by frequency */
  units: Record<Freq, string>
  onDays: string
  weekdays: Record<Weekday, string>
  ends: string
  endNever: string
  endUntil: string
  endCount: string
  untilDate: string
  times: string
  advanced: string
  lines: string
  linesHelp: string
  notSimple: string
  previewHeading: string
  previewNeedsStart: string
  previewLoading: string
  previewNone: string
  previewMore: string
  previewUnavailable: string
  scope: { titleEdit: string; titleTrash: string; legend: string; this: string; following: string; all: string; ok: string; cancel: string }
}

export const RECURRENCE_WORDS: Record<ManageLanguage, RecurrenceWords> = {
  en: {
    legend: 'Recurrence',
    repeats: 'Repeats',
    never: 'Does not repeat',
    freqs: { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', YEARLY: 'Yearly' },
    every: 'Every',
    units: { DAILY: 'day(s)', WEEKLY: 'week(s)', MONTHLY: 'month(s)', YEARLY: 'year(s)' },
    onDays: 'On',
    weekdays: { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' },
    ends: 'Ends',
    endNever: 'Never',
    endUntil: 'On a date',
    endCount: 'After a number of times',
    untilDate: 'Last date',
    times: 'Number of times',
    advanced: 'Edit the rule as text (advanced)',
    lines: 'Rule lines (RFC 5545)',
    linesHelp: 'One line per line: RRULE:…, RDATE…:…, EXDATE…:…',
    notSimple: 'This rule cannot be shown by the simple controls; edit it as text.',
    previewHeading: 'Next dates',
    previewNeedsStart: 'Set a start to see the dates.',
    previewLoading: 'Computing the dates…',
    previewNone: 'No dates.',
    previewMore: 'and more dates',
    previewUnavailable: 'The dates could not be computed now.',
    scope: {
      titleEdit: 'Change which events of the series?',
      titleTrash: 'Move which events of the series to the trash?',
      legend: 'Events of the series',
      this: 'This event only',
      following: 'This and the following events',
      all: 'All events of the series',
      ok: 'OK',
      cancel: 'Cancel',
    },
  },
  nl: {
    legend: 'Herhaling',
    repeats: 'Herhaalt',
    never: 'Herhaalt niet',
    freqs: { DAILY: 'Dagelijks', WEEKLY: 'Wekelijks', MONTHLY: 'Maandelijks', YEARLY: 'Jaarlijks' },
    every: 'Elke',
    units: { DAILY: 'dag(en)', WEEKLY: 'week/weken', MONTHLY: 'maand(en)', YEARLY: 'jaar/jaren' },
    onDays: 'Op',
    weekdays: { MO: 'maandag', TU: 'dinsdag', WE: 'woensdag', TH: 'donderdag', FR: 'vrijdag', SA: 'zaterdag', SU: 'zondag' },
    ends: 'Eindigt',
    endNever: 'Nooit',
    endUntil: 'Op een datum',
    endCount: 'Na een aantal keer',
    untilDate: 'Laatste datum',
    times: 'Aantal keer',
    advanced: 'De regel als tekst bewerken (gevorderd)',
    lines: 'Regels (RFC 5545)',
    linesHelp: 'Eén regel per regel: RRULE:…, RDATE…:…, EXDATE…:…',
    notSimple: 'Deze regel past niet in de eenvoudige keuzes; bewerk hem als tekst.',
    previewHeading: 'Volgende data',
    previewNeedsStart: 'Vul een begin in om de data te zien.',
    previewLoading: 'De data worden berekend…',
    previewNone: 'Geen data.',
    previewMore: 'en meer data',
    previewUnavailable: 'De data konden nu niet worden berekend.',
    scope: {
      titleEdit: 'Welke evenementen van de reeks wijzigen?',
      titleTrash: 'Welke evenementen van de reeks naar de prullenbak?',
      legend: 'Evenementen van de reeks',
      this: 'Alleen dit evenement',
      following: 'Dit en de volgende evenementen',
      all: 'Alle evenementen van de reeks',
      ok: 'OK',
      cancel: 'Annuleren',
    },
  },
  de: {
    legend: 'Wiederholung',
    repeats: 'Wiederholt sich',
    never: 'Keine Wiederholung',
    freqs: { DAILY: 'Täglich', WEEKLY: 'Wöchentlich', MONTHLY: 'Monatlich', YEARLY: 'Jährlich' },
    every: 'Alle',
    units: { DAILY: 'Tag(e)', WEEKLY: 'Woche(n)', MONTHLY: 'Monat(e)', YEARLY: 'Jahr(e)' },
    onDays: 'Am',
    weekdays: { MO: 'Montag', TU: 'Dienstag', WE: 'Mittwoch', TH: 'Donnerstag', FR: 'Freitag', SA: 'Samstag', SU: 'Sonntag' },
    ends: 'Endet',
    endNever: 'Nie',
    endUntil: 'An einem Datum',
    endCount: 'Nach einer Anzahl von Malen',
    untilDate: 'Letztes Datum',
    times: 'Anzahl',
    advanced: 'Regel als Text bearbeiten (erweitert)',
    lines: 'Regelzeilen (RFC 5545)',
    linesHelp: 'Eine Angabe pro Zeile: RRULE:…, RDATE…:…, EXDATE…:…',
    notSimple: 'Diese Regel lässt sich nicht mit den einfachen Feldern zeigen; bearbeiten Sie sie als Text.',
    previewHeading: 'Nächste Termine',
    previewNeedsStart: 'Geben Sie einen Beginn an, um die Termine zu sehen.',
    previewLoading: 'Termine werden berechnet…',
    previewNone: 'Keine Termine.',
    previewMore: 'und weitere Termine',
    previewUnavailable: 'Die Termine konnten jetzt nicht berechnet werden.',
    scope: {
      titleEdit: 'Welche Termine der Serie ändern?',
      titleTrash: 'Welche Termine der Serie in den Papierkorb legen?',
      legend: 'Termine der Serie',
      this: 'Nur diesen Termin',
      following: 'Diesen und alle folgenden Termine',
      all: 'Alle Termine der Serie',
      ok: 'OK',
      cancel: 'Abbrechen',
    },
  },
  fr: {
    legend: 'Récurrence',
    repeats: 'Se répète',
    never: 'Ne se répète pas',
    freqs: { DAILY: 'Chaque jour', WEEKLY: 'Chaque semaine', MONTHLY: 'Chaque mois', YEARLY: 'Chaque année' },
    every: 'Tous les',
    units: { DAILY: 'jour(s)', WEEKLY: 'semaine(s)', MONTHLY: 'mois', YEARLY: 'an(s)' },
    onDays: 'Le',
    weekdays: { MO: 'lundi', TU: 'mardi', WE: 'mercredi', TH: 'jeudi', FR: 'vendredi', SA: 'samedi', SU: 'dimanche' },
    ends: 'Se termine',
    endNever: 'Jamais',
    endUntil: 'À une date',
    endCount: 'Après un nombre de fois',
    untilDate: 'Dernière date',
    times: 'Nombre de fois',
    advanced: 'Modifier la règle en texte (avancé)',
    lines: 'Lignes de la règle (RFC 5545)',
    linesHelp: 'Une ligne par ligne : RRULE:…, RDATE…:…, EXDATE…:…',
    notSimple: 'Cette règle ne peut pas être affichée par les choix simples ; modifiez-la en texte.',
    previewHeading: 'Prochaines dates',
    previewNeedsStart: 'Indiquez un début pour voir les dates.',
    previewLoading: 'Calcul des dates…',
    previewNone: 'Aucune date.',
    previewMore: 'et d’autres dates',
    previewUnavailable: 'Les dates n’ont pas pu être calculées pour l’instant.',
    scope: {
      titleEdit: 'Modifier quels événements de la série ?',
      titleTrash: 'Mettre quels événements de la série à la corbeille ?',
      legend: 'Événements de la série',
      this: 'Cet événement seulement',
      following: 'Cet événement et les suivants',
      all: 'Tous les événements de la série',
      ok: 'OK',
      cancel: 'Annuler',
    },
  },
}
