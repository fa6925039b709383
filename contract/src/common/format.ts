/** Number and time formatting every screen uses the same way, in a locale (English by default). */

const formats = new Map<string, { price: Intl.NumberFormat; amount: Intl.NumberFormat }>();

function numberFormats(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    f = {
      price: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      amount: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    };
    formats.set(locale, f);
  }
  return f;
}

/** Formats a price with exactly 2 decimals (SPEC.md section 9), e.g. 4,000.00. */
export function formatPrice(value: number, locale = 'en-US'): string {
  return numberFormats(locale).price.format(value);
}

/** A balance with 2 decimals, rounded down: never shows more than the wallet holds. */
export function formatBalance(value: number, locale = 'en-US'): string {
  return formatPrice(Math.floor(value * 100 + 1e-9) / 100, locale);
}

/** Formats an amount with thousands separators and at most 2 decimals (e.g. 1,234.57). */
export function formatAmount(value: number, locale = 'en-US'): string {
  return numberFormats(locale).amount.format(value);
}

/** Formats a duration as HH:MM:SS. */
export function formatDuration(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
