/** A decorative arrow beside a back or forward link; it turns round in right-to-left pages. */
export function Arrow({ back = false }: { back?: boolean }) {
  return (
    <span className="sb-arrow" aria-hidden="true">
      {back ? '←' : '→'}
    </span>
  );
}
