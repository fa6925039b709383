import { useMessages } from '../i18n/messages';
import { KIT_MESSAGES } from './messages';
import { Field } from './States';

/** The Username and Password fields of every password sign-in. */
export function CredentialFields(props: {
  user: string;
  password: string;
  onUser: (value: string) => void;
  onPassword: (value: string) => void;
  autoFocus?: boolean;
}) {
  const t = useMessages(KIT_MESSAGES);
  return (
    <>
      <Field>
        {t.username}
        <input
          value={props.user}
          onChange={(e) => props.onUser(e.target.value.trim())}
          autoComplete="username"
          autoFocus={props.autoFocus}
        />
      </Field>
      <Field>
        {t.password}
        <input
          type="password"
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
    </>
  );
}
