import { styled } from 'styled-components';

/** The grid of item tiles shared by the market and the inventory screens: two a row on a phone. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(190px, calc(50% - 8px)), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 14px;
  overflow-wrap: anywhere;
  @media (max-width: 480px) {
    padding: 10px;
    h2 {
      font-size: 15px;
    }
  }
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 17px;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: 13px;
  }
  button {
    margin-top: auto;
  }
`;
