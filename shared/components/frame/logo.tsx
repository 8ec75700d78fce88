import type { LogoVariant } from '../../lib/frame/frame';

/**
 * The label's logo: a tide mark and the site name. The sister-label variant draws the mark as an
 * outline in the accent colour, so the family resemblance stays while the sub-brand reads apart.
 */
export function Logo({ siteName, variant = 'default' }: { siteName: string; variant?: LogoVariant }) {
  const sister = variant === 'sister';
  return (
    <span className="flex items-center gap-2" data-logo-variant={variant}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className={`h-7 w-7 ${sister ? 'text-accent' : 'text-paper'}`}>
        <circle cx="16" cy="16" r="14" fill={sister ? 'none' : 'currentColor'} stroke="currentColor" strokeWidth="2" />
        <path
          d="M5 18c3.5-3 7.5-3 11 0s7.5 3 11 0"
          fill="none"
          stroke={sister ? 'currentColor' : 'var(--color-ink)'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M7 23c3-2.4 6-2.4 9 0s6 2.4 9 0"
          fill="none"
          stroke={sister ? 'currentColor' : 'var(--color-ink)'}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-lg tracking-widest uppercase ${sister ? 'font-light' : 'font-semibold'}`}>{siteName}</span>
    </span>
  );
}
