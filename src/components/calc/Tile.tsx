/** A tile face: a `<use>` of the page's sprite (`CalculatorSection.astro` draws every face once). */
export function Tile({ code }: { code: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 30 40">
      <use href={`#ct-${code}`} />
    </svg>
  );
}
