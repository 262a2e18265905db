import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Nicht gefunden',
  user_wrong_password: 'Das aktuelle Passwort ist falsch',
  user_two_factor_already_on: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert',
  user_two_factor_not_set_up:
    'Starten Sie zuerst die Einrichtung der Zwei-Faktor-Authentifizierung',
  user_two_factor_off: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert',
  user_account_exists: 'Sie haben bereits ein Konto in dieser Währung',
  user_account_not_removable: 'Dieses Konto kann nicht entfernt werden',
  user_account_added: 'Das Konto wird eröffnet und erscheint in Kürze',
  user_account_removed: 'Das Konto wurde entfernt',
  user_email_missing: 'Fügen Sie zuerst eine E-Mail-Adresse hinzu',
  user_email_already_verified: 'Ihre E-Mail-Adresse ist bereits bestätigt',
  user_verification_sent: 'Wir haben Ihnen eine Bestätigungs-E-Mail gesendet',
  user_newsletter_stopped: 'Sie wurden vom Newsletter abgemeldet',
  user_email_verified: 'Ihre E-Mail-Adresse ist bestätigt',
  user_phone_bound: 'Ihre Telefonnummer ist verknüpft',
  user_password_changed: 'Ihr Passwort wurde geändert',
  user_account_remove_balance:
    'Auf diesem Konto ist noch Geld. Zahlen Sie es aus oder übertragen Sie es auf ein anderes Konto, bevor Sie das Konto entfernen.',
  user_account_remove_payment:
    'Eine Einzahlung auf dieses Konto ist noch nicht abgeschlossen. Warten Sie, bis sie abgeschlossen oder abgebrochen ist, und entfernen Sie dann das Konto.',
  user_account_remove_withdrawal:
    'Eine Auszahlung von diesem Konto wird noch ausgeführt. Warten Sie, bis sie abgeschlossen ist, und entfernen Sie dann das Konto.',
  user_account_remove_coupon:
    'Auf diesem Konto gibt es noch nicht abgerechnete Wetten. Warten Sie, bis sie abgerechnet sind, und entfernen Sie dann das Konto.',
};
