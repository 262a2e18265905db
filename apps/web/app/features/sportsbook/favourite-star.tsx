import { cx } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import type { Favourite } from './favourites.ts';
import { toggleFavourite, useFavourites } from './favourites.ts';

/** A star that keeps a championship or game among the visitor's favourites. */
export function FavouriteStar({ entry, className }: { entry: Favourite; className?: string }) {
  const t = useT();
  const starred = useFavourites().some((f) => f.kind === entry.kind && f.id === entry.id);
  return (
    <button
      type="button"
      className={cx('fav-star', className)}
      aria-pressed={starred}
      aria-label={t('sportsbook_favourite', { name: entry.name })}
      onClick={() => toggleFavourite(entry)}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
