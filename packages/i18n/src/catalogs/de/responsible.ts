import type { DictionaryOf } from '../../catalog.ts';
import type { responsible as source } from '../en/responsible.ts';

export const responsible: DictionaryOf<typeof source> = {
  responsible_gaming_cancel_limit_success:
    'Die Änderung wurde verworfen. Ihr aktuelles Limit bleibt bestehen.',
  responsible_gaming_confirm_limit_success: 'Das neue Limit gilt jetzt.',
  responsible_gaming_cancel_limit_error: 'Die Änderung konnte nicht verworfen werden.',
  responsible_gaming_confirm_limit_error: 'Die Änderung konnte nicht bestätigt werden.',
  responsible_gaming_self_exclusion_warning:
    'Ein Selbstausschluss kann vor seinem Ende weder aufgehoben noch verkürzt werden. Bis dahin können Sie weder wetten noch spielen noch einzahlen; Ihr Guthaben können Sie weiterhin auszahlen lassen.',
  responsible_limit_saved: 'Ihre Limits wurden gespeichert.',
  responsible_limit_pending:
    'Ein höheres Limit oder das Aufheben eines Limits gilt erst nach 24 Stunden und Ihrer Bestätigung.',
  responsible_limit_forbidden: 'Das Limit konnte nicht gespeichert werden.',
  responsible_limit_invalid_value: 'Dieser Wert ist für dieses Limit nicht verfügbar.',
  responsible_limit_reason_unknown: 'Wählen Sie einen Grund aus der Liste.',
  responsible_limit_not_pending: 'Es wartet keine Änderung auf Ihre Antwort.',
  responsible_limit_too_early: 'Sie können diese Änderung ab {date} bestätigen.',
  responsible_limit_cannot_lift:
    'Dieses Limit kann vor seinem Ende am {date} weder aufgehoben noch verkürzt werden.',
  responsible_limit_locked: 'Ihre Limits sind gesperrt: Sie können sie nur senken.',
  responsible_limit_other_currency:
    'Ihre Limits gelten in {currency}. Solange sie gelten, sind Zahlungen und Wetten in anderen Währungen nicht möglich.',
  responsible_test_passed: 'Ihr Selbstausschluss hat begonnen.',
  responsible_test_failed:
    'Einige Antworten sind nicht richtig. Bitte lesen Sie die Fragen noch einmal.',
  responsible_test_expired: 'Diese Fragen sind abgelaufen. Bitte beginnen Sie neu.',
  responsible_self_excluded:
    'Sie haben sich bis {date} selbst ausgeschlossen. Bis dahin sind Einzahlungen, Wetten und Spiele nicht möglich.',
  responsible_timed_out:
    'Sie machen bis {date} eine Pause. Bis dahin sind Einzahlungen, Wetten und Spiele nicht möglich.',
  responsible_session_limit_reached:
    'Ihr Sitzungslimit für heute ist erreicht. Bitte kommen Sie morgen wieder.',
  responsible_deposit_limit_reached:
    'Mit dieser Einzahlung würden Sie Ihr Einzahlungslimit für {period} überschreiten. Sie können jetzt bis zu {room} einzahlen.',
  responsible_wager_limit_reached:
    'Mit diesem Einsatz würden Sie Ihr Einsatzlimit für {period} überschreiten. Sie können jetzt bis zu {room} setzen.',
  responsible_loss_limit_reached:
    'Mit diesem Einsatz könnten Sie Ihr Verlustlimit für {period} überschreiten. Sie können jetzt bis zu {room} setzen.',
  responsible_period_24h: '24 Stunden',
  responsible_period_7d: '7 Tage',
  responsible_period_30d: '30 Tage',
  responsible_reason_time: 'Ich verbringe zu viel Zeit mit Glücksspiel',
  responsible_reason_money: 'Ich gebe mehr Geld aus, als ich mir leisten kann',
  responsible_reason_break: 'Ich möchte eine Pause machen',
  responsible_reason_chasing: 'Ich versuche immer wieder, Verluste zurückzugewinnen',
  responsible_reason_relationships: 'Glücksspiel belastet meine Familie, Arbeit oder Ausbildung',
  responsible_reason_other: 'Ein anderer Grund',
  responsible_question_cancel_early:
    'Können Sie Ihren Selbstausschluss vor seinem Enddatum aufheben?',
  responsible_question_bet_during:
    'Können Sie während des Selbstausschlusses wetten, spielen oder einzahlen?',
  responsible_question_withdraw_during:
    'Können Sie Ihr restliches Guthaben während des Selbstausschlusses auszahlen lassen?',
  responsible_answer_yes: 'Ja',
  responsible_answer_no: 'Nein',
  responsible_login_required: 'Bitte melden Sie sich an, um Ihre Limits zu verwalten.',
  responsible_invalid_input: 'Bitte prüfen Sie Ihre Eingaben.',
  responsible_title: 'Verantwortungsvolles Spielen',
  responsible_subtitle:
    'Setzen Sie Limits für Einzahlungen, Einsätze, Verluste und Zeit, machen Sie eine Pause oder sperren Sie sich selbst.',
  responsible_name_deposit: 'Einzahlungslimit',
  responsible_name_wager: 'Einsatzlimit',
  responsible_name_loss: 'Verlustlimit',
  responsible_name_self_exclusion: 'Selbstsperre',
  responsible_name_session: 'Sitzungslimit',
  responsible_name_reality: 'Realitätscheck',
  responsible_name_timeout: 'Auszeit',
  responsible_name_lock: 'Meine Limits sperren',
  responsible_no_limit: 'Kein Limit',
  responsible_unit_hours: '{n} Std.',
  responsible_unit_minutes: '{n} Min.',
  responsible_unit_days: '{n} Tage',
  responsible_state_active: 'Aktiv',
  responsible_state_pending: 'Ausstehend',
  responsible_state_inactive: 'Nicht gesetzt',
  responsible_countdown: 'Bestätigung möglich in {time}',
  responsible_current: 'Aktuell',
  responsible_left: 'Verbleibend',
  responsible_until: 'Bis',
  responsible_pending_value: 'Angefragte Änderung: {value}',
  responsible_pending_ready:
    'Die Wartezeit ist vorbei: Bestätigen oder verwerfen Sie die Änderung.',
  responsible_cancel_change: 'Änderung verwerfen',
  responsible_confirm_change: 'Bestätigen',
  responsible_new_value: 'Neuer Wert',
  responsible_save: 'Speichern',
  responsible_range: 'Von {min} bis {max}',
  responsible_remove: 'Limit entfernen',
  responsible_period: 'Zeitraum',
  responsible_reason: 'Grund',
  responsible_self_exclude: 'Mich sperren',
  responsible_test_title: 'Bevor Sie sich sperren, beantworten Sie bitte diese Fragen',
  responsible_test_submit: 'Antworten senden',
  responsible_confirm_title: 'Neues Limit bestätigen',
  responsible_confirm_question: 'Soll „{name}“ auf {value} geändert werden?',
  responsible_history_title: 'Verlauf der Änderungen',
  responsible_history_empty: 'Noch keine Änderungen.',
  responsible_history_date: 'Datum',
  responsible_history_limit: 'Limit',
  responsible_history_change: 'Änderung',
  responsible_help_title: 'Hilfe finden',
  responsible_help_text:
    'Wenn Glücksspiel keinen Spaß mehr macht, gibt es kostenlose und vertrauliche Hilfe:',
  responsible_ban_title: 'Ihr Konto ist selbst gesperrt',
  responsible_ban_text:
    'Wetten, Spiele und Einzahlungen sind vorerst geschlossen. Ihr Guthaben können Sie weiterhin auszahlen.',
  responsible_ban_withdraw: 'Guthaben auszahlen',
  responsible_ban_limits: 'Meine Limits',
  responsible_session_over_title: 'Ihr Sitzungslimit ist erreicht',
  responsible_reality_title: 'Realitätscheck',
  responsible_reality_text:
    'Sie spielen seit {hours} Std. {minutes} Min. Ihr Ergebnis in dieser Sitzung: {result}.',
  responsible_reality_continue: 'Weiterspielen',
  responsible_reality_logout: 'Abmelden',
  responsible_reality_close: 'Schließen',
  responsible_reality_dont_show: 'In dieser Sitzung nicht mehr anzeigen',
  responsible_idle_title: 'Sie wurden abgemeldet',
  responsible_idle_text:
    'Sie wurden nach längerer Inaktivität abgemeldet, um Ihr Konto zu schützen.',
  responsible_idle_ok: 'OK',
  responsible_age_title: 'Altersnachweis: {age}+',
  responsible_age_text:
    'Wetten und Glücksspiele auf dieser Website sind nur für Erwachsene. Bitte bestätigen Sie Ihr Alter, um fortzufahren.',
  responsible_age_terms: 'Bedingungen und verantwortungsvolles Spielen',
  responsible_age_confirm: 'Ich bin {age} Jahre oder älter',
};
