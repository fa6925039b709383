import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { KIT_MESSAGES } from './messages';
import { keyframes, styled } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border: 3px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 24px;
  color: ${(p) => p.theme.colors.muted};
`;

export function Loading({ label }: { label?: string }) {
  const t = useMessages(KIT_MESSAGES);
  return (
    <Center role="status">
      <Spinner aria-hidden="true" />
      {label ?? t.loading}
    </Center>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Center>{children}</Center>;
}

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
  input {
    padding: 10px;
    border-radius: ${(p) => p.theme.radius};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
    font-size: 15px;
  }
`;
