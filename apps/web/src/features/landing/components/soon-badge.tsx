/** Marks a promise the product does not keep yet (issue 19 item 7): said, not implied. */
export function SoonBadge() {
  return (
    <span className="ml-2 inline-block rounded-full border border-gold-400/40 bg-gold-400/10 px-2 py-0.5 align-middle text-[0.6875rem] font-semibold tracking-wide whitespace-nowrap text-gold-200">
      Coming soon
    </span>
  );
}
