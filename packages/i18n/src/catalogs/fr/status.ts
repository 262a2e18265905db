import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Retour à la page d’accueil',
  status_payment_success_title: 'Paiement réussi',
  status_payment_success_text: 'Merci ! L’argent apparaîtra bientôt sur votre solde.',
  status_payment_fail_title: 'Échec du paiement',
  status_payment_fail_text:
    'Le paiement n’a pas abouti. Veuillez réessayer ou choisir un autre moyen de paiement.',
  status_payment_pending_title: 'Paiement en cours de traitement',
  status_payment_pending_text:
    'Votre solde sera mis à jour dès que le prestataire de paiement aura confirmé le paiement.',
  status_payment_cancel_title: 'Paiement annulé',
  status_payment_cancel_text:
    'Le paiement a été annulé. Vous pouvez en effectuer un nouveau à tout moment.',
  status_withdraw_success_title: 'Retrait demandé',
  status_withdraw_success_text:
    'Votre demande de retrait a été acceptée et est en cours de traitement.',
  status_withdraw_fail_title: 'Échec du retrait',
  status_withdraw_fail_text: 'Le retrait n’a pas pu être effectué. Veuillez réessayer plus tard.',
  status_withdraw_pending_title: 'Retrait en cours de traitement',
  status_withdraw_pending_text:
    'Nous enverrons l’argent dès que le prestataire de paiement l’aura confirmé.',
  status_withdraw_cancel_title: 'Retrait annulé',
  status_withdraw_cancel_text:
    'Le retrait a été annulé. Vous pouvez en demander un nouveau à tout moment.',
  status_maintenance_title: 'Maintenance technique',
  status_maintenance_text:
    'Nous améliorons le site et serons bientôt de retour. Merci de votre patience.',
  status_maintenance_window: 'Du {start} au {end}',
  status_maintenance_until: 'Fin prévue : {end}',
  status_maintenance_since: 'Début : {start}',
  status_block_title: 'Accès restreint',
  status_block_text:
    'L’accès au site est restreint. Si vous pensez qu’il s’agit d’une erreur, contactez le support.',
  status_block_ua_title: 'Indisponible dans votre région',
  status_block_ua_text: 'Ce site ne peut pas être utilisé dans votre pays.',
  status_block_ie_title: 'Votre navigateur n’est pas pris en charge',
  status_block_ie_text:
    'Ouvrez le site dans une version récente de Chrome, Firefox, Safari ou Edge.',
  status_site_updates_title: 'Le site est en cours de mise à jour',
  status_site_updates_text: 'Nous déployons une mise à jour. Revenez dans quelques minutes.',
  status_coming_soon_title: 'Bientôt disponible',
  status_coming_soon_text: 'Le site ouvrira bientôt dans votre région.',
  status_suspension_title: 'Compte suspendu',
  status_suspension_text: 'Votre compte est suspendu. Contactez le support pour en savoir plus.',
  status_maintenance_api:
    'Le site est en maintenance technique : les paris et les paiements sont suspendus. Veuillez réessayer lorsqu’elle sera terminée.',
  status_maintenance_auto: 'Cette page vous ramène d’elle-même sur le site dès qu’il rouvre.',
  status_maintenance_notice_window:
    'Une maintenance technique est prévue du {start} au {end}. Le site sera indisponible pendant ce temps.',
  status_maintenance_notice_from:
    'Une maintenance technique est prévue à partir du {start}. Le site sera indisponible pendant un moment.',
  status_maintenance_notice_soon:
    'Une maintenance technique est prévue prochainement. Le site sera indisponible pendant un moment.',
  status_appeals_title: 'Mes recours contre un blocage',
  status_appeals_empty: 'Vous n’avez aucun recours.',
  status_appeals_empty_text:
    'Les recours contre le blocage d’un compte ne sont pas encore enregistrés sur ce site : il n’y a donc rien à afficher ici. Si votre compte a été bloqué, veuillez contacter le support.',
};
