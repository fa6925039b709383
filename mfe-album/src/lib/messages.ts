/** Texts the album shows that SPEC.md leaves open (the spec's own texts are quoted where used). */
export const ALBUM_MESSAGES = {
  notApplied: {
    sell: 'The chain did not list this NFT: it is no longer in your wallet.',
    buy: 'This NFT is no longer for sale: its order was already filled or cancelled.',
    cancel: 'This listing is no longer open: it was already sold or cancelled.',
  },
  sold: 'Your NFT is listed on the market.',
  bought: 'The NFT is yours.',
  cancelled: 'Your listing was cancelled; the NFT is back in your wallet.',
} as const;
