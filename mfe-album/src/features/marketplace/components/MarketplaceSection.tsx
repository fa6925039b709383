/** The marketplace (page 4) or the special market (page 5). */
export function MarketplaceSection({ scope }: { scope: 'all' | 'platform' }) {
  return <p role="status">{scope === 'all' ? 'Marketplace' : 'Special Market'}</p>;
}
