/** Content on its way: a pulsing block, announced as busy. One look for every page and slot that waits. */
export function LoadingBlock({ className }: { className: string }) {
  return <div aria-busy="true" className={`animate-pulse rounded bg-white/5 ${className}`} />;
}
