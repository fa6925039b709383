import { styled } from 'styled-components';

/** The mark of a shiny (BRILLANTE) copy beside its NFT id: dark text on the shiny cards' gold. */
export const ShinyMark = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.gold};
  color: ${(p) => p.theme.colors.onAccent};
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
`;
