import type { DictionaryOf } from '../../catalog.ts';
import type { responsible as source } from '../en/responsible.ts';

export const responsible: DictionaryOf<typeof source> = {
  responsible_gaming_cancel_limit_success:
    'La modification a été annulée. Votre limite actuelle est conservée.',
  responsible_gaming_confirm_limit_success: 'La nouvelle limite est en vigueur.',
  responsible_gaming_cancel_limit_error: 'La modification n’a pas pu être annulée.',
  responsible_gaming_confirm_limit_error: 'La modification n’a pas pu être confirmée.',
  responsible_gaming_self_exclusion_warning:
    'L’auto-exclusion ne peut être ni annulée ni raccourcie avant son terme. D’ici là, vous ne pourrez ni parier, ni jouer, ni déposer ; vous pourrez toujours retirer votre solde.',
  responsible_limit_saved: 'Vos limites ont été enregistrées.',
  responsible_limit_pending:
    'Une limite plus élevée ou sa suppression ne prend effet qu’après 24 heures et votre confirmation.',
  responsible_limit_forbidden: 'La limite n’a pas pu être enregistrée.',
  responsible_limit_invalid_value: 'Cette valeur n’est pas disponible pour cette limite.',
  responsible_limit_reason_unknown: 'Choisissez un motif dans la liste.',
  responsible_limit_not_pending: 'Aucune modification n’attend votre réponse.',
  responsible_limit_too_early: 'Vous pourrez confirmer cette modification à partir du {date}.',
  responsible_limit_cannot_lift:
    'Cette limite ne peut être ni levée ni raccourcie avant sa fin le {date}.',
  responsible_limit_locked: 'Vos limites sont verrouillées : vous pouvez seulement les baisser.',
  responsible_limit_other_currency:
    'Vos limites sont fixées en {currency}. Tant qu’elles s’appliquent, les paiements et paris dans d’autres devises sont impossibles.',
  responsible_test_passed: 'Votre auto-exclusion a commencé.',
  responsible_test_failed: 'Certaines réponses sont incorrectes. Relisez les questions.',
  responsible_test_expired: 'Ces questions ont expiré. Veuillez recommencer.',
  responsible_self_excluded:
    'Vous vous êtes auto-exclu jusqu’au {date}. D’ici là, les dépôts, paris et jeux sont indisponibles.',
  responsible_timed_out:
    'Vous faites une pause jusqu’au {date}. D’ici là, les dépôts, paris et jeux sont indisponibles.',
  responsible_session_limit_reached:
    'Votre limite de session pour aujourd’hui est atteinte. Revenez demain.',
  responsible_deposit_limit_reached:
    'Ce dépôt dépasserait votre limite de dépôt sur {period}. Vous pouvez déposer jusqu’à {room} maintenant.',
  responsible_wager_limit_reached:
    'Cette mise dépasserait votre limite de mises sur {period}. Vous pouvez miser jusqu’à {room} maintenant.',
  responsible_loss_limit_reached:
    'Cette mise pourrait dépasser votre limite de pertes sur {period}. Vous pouvez miser jusqu’à {room} maintenant.',
  responsible_period_24h: '24 heures',
  responsible_period_7d: '7 jours',
  responsible_period_30d: '30 jours',
  responsible_reason_time: 'Je passe trop de temps à jouer',
  responsible_reason_money: 'Je dépense plus d’argent que je ne peux me le permettre',
  responsible_reason_break: 'Je veux faire une pause',
  responsible_reason_chasing: 'J’essaie sans cesse de me refaire',
  responsible_reason_relationships: 'Le jeu nuit à ma famille, à mon travail ou à mes études',
  responsible_reason_other: 'Une autre raison',
  responsible_question_cancel_early:
    'Pouvez-vous annuler votre auto-exclusion avant sa date de fin ?',
  responsible_question_bet_during:
    'Pouvez-vous parier, jouer ou déposer pendant l’auto-exclusion ?',
  responsible_question_withdraw_during:
    'Pouvez-vous retirer votre solde restant pendant l’auto-exclusion ?',
  responsible_answer_yes: 'Oui',
  responsible_answer_no: 'Non',
  responsible_login_required: 'Connectez-vous pour gérer vos limites.',
  responsible_invalid_input: 'Vérifiez les valeurs saisies.',
  responsible_title: 'Jeu responsable',
  responsible_subtitle:
    'Fixez des limites de dépôts, de mises, de pertes et de temps, faites une pause ou excluez-vous.',
  responsible_name_deposit: 'Limite de dépôt',
  responsible_name_wager: 'Limite de mises',
  responsible_name_loss: 'Limite de pertes',
  responsible_name_self_exclusion: 'Auto-exclusion',
  responsible_name_session: 'Limite de session',
  responsible_name_reality: 'Rappel de réalité',
  responsible_name_timeout: 'Pause',
  responsible_name_lock: 'Verrouiller mes limites',
  responsible_no_limit: 'Aucune limite',
  responsible_unit_hours: '{n} h',
  responsible_unit_minutes: '{n} min',
  responsible_unit_days: '{n} jours',
  responsible_state_active: 'Active',
  responsible_state_pending: 'En attente',
  responsible_state_inactive: 'Non définie',
  responsible_countdown: 'Confirmation possible dans {time}',
  responsible_current: 'Actuelle',
  responsible_left: 'Restant',
  responsible_until: 'Jusqu’au',
  responsible_pending_value: 'Modification demandée : {value}',
  responsible_pending_ready:
    'Le délai d’attente est écoulé : confirmez ou annulez la modification.',
  responsible_cancel_change: 'Annuler la modification',
  responsible_confirm_change: 'Confirmer',
  responsible_new_value: 'Nouvelle valeur',
  responsible_save: 'Enregistrer',
  responsible_range: 'De {min} à {max}',
  responsible_remove: 'Supprimer la limite',
  responsible_period: 'Durée',
  responsible_reason: 'Motif',
  responsible_self_exclude: 'M’exclure',
  responsible_test_title: 'Avant de vous exclure, répondez à ces questions',
  responsible_test_submit: 'Envoyer les réponses',
  responsible_confirm_title: 'Confirmez votre nouvelle limite',
  responsible_confirm_question: 'Voulez-vous passer « {name} » à {value} ?',
  responsible_history_title: 'Historique des modifications',
  responsible_history_empty: 'Aucune modification pour l’instant.',
  responsible_history_date: 'Date',
  responsible_history_limit: 'Limite',
  responsible_history_change: 'Modification',
  responsible_help_title: 'Trouver de l’aide',
  responsible_help_text:
    'Si le jeu n’est plus un plaisir, une aide gratuite et confidentielle existe :',
  responsible_ban_title: 'Votre compte est auto-exclu',
  responsible_ban_text:
    'Les paris, les jeux et les dépôts sont fermés pour le moment. Vous pouvez toujours retirer votre solde.',
  responsible_ban_withdraw: 'Retirer mon solde',
  responsible_ban_limits: 'Mes limites',
  responsible_session_over_title: 'Votre limite de session est atteinte',
  responsible_reality_title: 'Rappel de réalité',
  responsible_reality_text:
    'Vous jouez depuis {hours} h {minutes} min. Votre résultat net sur cette session : {result}.',
  responsible_reality_continue: 'Continuer à jouer',
  responsible_reality_logout: 'Se déconnecter',
  responsible_reality_close: 'Fermer',
  responsible_reality_dont_show: 'Ne plus afficher pendant cette session',
  responsible_idle_title: 'Vous avez été déconnecté',
  responsible_idle_text:
    'Vous avez été déconnecté après une période d’inactivité pour protéger votre compte.',
  responsible_idle_ok: 'OK',
  responsible_age_title: 'Vérification de l’âge : {age}+',
  responsible_age_text:
    'Les paris et les jeux d’argent de ce site sont réservés aux adultes. Confirmez votre âge pour continuer.',
  responsible_age_terms: 'Conditions et jeu responsable',
  responsible_age_confirm: 'J’ai {age} ans ou plus',
};
