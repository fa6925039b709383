import { useId } from 'react';
import { styled } from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage } from '../i18n/language';
import { switchLanguage, useLanguage, useMessages } from '../i18n/messages';
import { KIT_MESSAGES } from './messages';

const Select = styled.select`
  min-height: 36px;
  padding: 4px 8px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 14px;
`;

/**
 * The page's language, switchable (top bar, login screen). Each language is named in itself, so a
 * player who cannot read the current one still finds theirs; the choice is remembered.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const lang = useLanguage();
  const t = useMessages(KIT_MESSAGES);
  const id = useId();
  return (
    <span className={className}>
      <label className="visually-hidden" htmlFor={id}>
        {t.language}
      </label>
      <Select
        id={id}
        value={lang}
        onChange={(e) => {
          const next = toLanguage(e.target.value);
          if (next) void switchLanguage(next);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </Select>
    </span>
  );
}
