import { styled } from 'styled-components';
import { RAREZAS } from '@hueso/contract/common';
import { type RarityCounts } from '@hueso/contract/album';
import { useMessages } from '@hueso/shared';
import { BURN_MESSAGES } from '../messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 4px 6px;
    text-align: right;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: ${(p) => p.theme.colors.accent};
  }
`;

/** NFT counts per rarity: general, special and their total. */
export function CountsTable({
  caption,
  general,
  especial,
}: {
  caption: string;
  general: RarityCounts;
  especial: RarityCounts;
}) {
  const M = useMessages(BURN_MESSAGES);
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.rarity}</th>
          <th scope="col">{M.general}</th>
          <th scope="col">{M.especial}</th>
          <th scope="col">{M.total}</th>
        </tr>
      </thead>
      <tbody>
        {RAREZAS.map((r) => (
          <tr key={r}>
            <th scope="row">{r}</th>
            <td>{general[r]}</td>
            <td>{especial[r]}</td>
            <td>{general[r] + especial[r]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
