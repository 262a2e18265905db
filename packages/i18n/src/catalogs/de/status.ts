import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Zurück zur Startseite',
  status_payment_success_title: 'Zahlung erfolgreich',
  status_payment_success_text: 'Danke! Das Geld erscheint in Kürze auf deinem Guthaben.',
  status_payment_fail_title: 'Zahlung fehlgeschlagen',
  status_payment_fail_text:
    'Die Zahlung wurde nicht ausgeführt. Bitte versuche es erneut oder wähle eine andere Methode.',
  status_payment_pending_title: 'Zahlung wird bearbeitet',
  status_payment_pending_text:
    'Dein Guthaben wird aktualisiert, sobald der Zahlungsanbieter die Zahlung bestätigt.',
  status_payment_cancel_title: 'Zahlung abgebrochen',
  status_payment_cancel_text:
    'Die Zahlung wurde abgebrochen. Du kannst jederzeit eine neue starten.',
  status_withdraw_success_title: 'Auszahlung beantragt',
  status_withdraw_success_text: 'Dein Auszahlungsantrag wurde angenommen und wird bearbeitet.',
  status_withdraw_fail_title: 'Auszahlung fehlgeschlagen',
  status_withdraw_fail_text:
    'Die Auszahlung konnte nicht abgeschlossen werden. Bitte versuche es später erneut.',
  status_withdraw_pending_title: 'Auszahlung wird bearbeitet',
  status_withdraw_pending_text: 'Wir senden das Geld, sobald der Zahlungsanbieter es bestätigt.',
  status_withdraw_cancel_title: 'Auszahlung abgebrochen',
  status_withdraw_cancel_text:
    'Die Auszahlung wurde abgebrochen. Du kannst jederzeit eine neue beantragen.',
  status_maintenance_title: 'Technische Wartung',
  status_maintenance_text:
    'Wir verbessern die Website und sind bald zurück. Danke für deine Geduld.',
  status_maintenance_window: 'Von {start} bis {end}',
  status_maintenance_until: 'Voraussichtliches Ende: {end}',
  status_maintenance_since: 'Beginn: {start}',
  status_block_title: 'Zugriff eingeschränkt',
  status_block_text:
    'Der Zugriff auf die Website ist eingeschränkt. Wenn du das für einen Fehler hältst, wende dich bitte an den Support.',
  status_block_ua_title: 'In deiner Region nicht verfügbar',
  status_block_ua_text: 'Diese Website kann in deinem Land nicht genutzt werden.',
  status_block_ie_title: 'Dein Browser wird nicht unterstützt',
  status_block_ie_text:
    'Bitte öffne die Website in einer aktuellen Version von Chrome, Firefox, Safari oder Edge.',
  status_site_updates_title: 'Die Website wird aktualisiert',
  status_site_updates_text:
    'Wir spielen gerade ein Update ein. Bitte schau in ein paar Minuten wieder vorbei.',
  status_coming_soon_title: 'Demnächst verfügbar',
  status_coming_soon_text: 'Die Website startet bald in deiner Region.',
  status_suspension_title: 'Konto gesperrt',
  status_suspension_text:
    'Dein Konto ist gesperrt. Wende dich bitte an den Support, um mehr zu erfahren.',
  status_maintenance_api:
    'Die Website wird gerade gewartet: Wetten und Zahlungen sind pausiert. Bitte versuche es nach der Wartung erneut.',
  status_maintenance_auto:
    'Diese Seite bringt dich von selbst zurück, sobald die Website wieder geöffnet ist.',
  status_maintenance_notice_window:
    'Von {start} bis {end} ist eine technische Wartung geplant. In dieser Zeit ist die Website nicht erreichbar.',
  status_maintenance_notice_from:
    'Ab {start} ist eine technische Wartung geplant. Die Website ist eine Zeit lang nicht erreichbar.',
  status_maintenance_notice_soon:
    'In Kürze ist eine technische Wartung geplant. Die Website ist eine Zeit lang nicht erreichbar.',
  status_appeals_title: 'Meine Einsprüche gegen eine Sperre',
  status_appeals_empty: 'Du hast keine Einsprüche.',
  status_appeals_empty_text:
    'Einsprüche gegen eine Kontosperre werden auf dieser Website noch nicht gespeichert, daher gibt es hier nichts anzuzeigen. Wenn dein Konto gesperrt wurde, wende dich bitte an den Support.',
};
