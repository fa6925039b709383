import styled from 'styled-components';

/** A bordered section of an album page, with its own h2 and paragraphs flush. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`;
