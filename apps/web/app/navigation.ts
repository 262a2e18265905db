import type { MessageKey } from '@playfield/i18n';
import type { ComponentType } from 'react';
import {
  CasinoIcon,
  LiveCasinoIcon,
  LiveIcon,
  PromotionsIcon,
  SportsIcon,
} from './components/icons.tsx';

export interface MainSection {
  id: 'sports' | 'live' | 'casino' | 'live-casino' | 'promotions';
  /** Path under the language prefix. */
  path: string;
  label: MessageKey;
  Icon: ComponentType;
}

/** The main navigation of the default layout, in display order (issue 2: Sports … Promotions). */
export const MAIN_SECTIONS: readonly MainSection[] = [
  { id: 'sports', path: 'line', label: 'shell_nav_sports', Icon: SportsIcon },
  { id: 'live', path: 'live', label: 'shell_nav_live', Icon: LiveIcon },
  { id: 'casino', path: 'slots', label: 'shell_nav_casino', Icon: CasinoIcon },
  { id: 'live-casino', path: 'live-casino', label: 'shell_nav_live_casino', Icon: LiveCasinoIcon },
  { id: 'promotions', path: 'promotions', label: 'shell_nav_promotions', Icon: PromotionsIcon },
];

export interface InformationPage {
  /** The `information/:page` segment (spec §2 "Information"). */
  id: string;
  label: MessageKey;
}

/** Information pages the footer links to; their texts come from the content service. */
export const INFORMATION_PAGES: readonly InformationPage[] = [
  { id: 'about', label: 'shell_info_about' },
  { id: 'contacts', label: 'shell_info_contacts' },
  { id: 'howbet', label: 'shell_info_howbet' },
  { id: 'cookies', label: 'shell_info_cookies' },
  { id: 'responsiblegaming', label: 'shell_info_responsiblegaming' },
  { id: 'payment', label: 'shell_info_payment' },
];
