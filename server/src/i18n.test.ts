import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CRAFT_FAILURE } from '@hueso/contract';
import { hasSpanish, localizeError, requestLanguage } from './i18n';
import { testServer, type TestServer } from './test/helpers';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('refusals in the player’s language', () => {
  it('reads the language from Accept-Language, English by default', () => {
    expect(requestLanguage('es-AR,es;q=0.9,en;q=0.8')).toBe('es');
    expect(requestLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(requestLanguage('fr-FR')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('answers a refusal in Español to a Spanish caller and in English to the others', async () => {
    s = await testServer();
    const token = await s.login();
    await s.call('POST', '/api/mision', { token, body: { mision: 1 } });
    const en = await s.call('POST', '/api/mision', { token, body: { mision: 1 } });
    const es = await s.call('POST', '/api/mision', {
      token,
      body: { mision: 1 },
      headers: { 'accept-language': 'es' },
    });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ error: 'A mission is already running' });
    expect(es.status).toBe(409);
    expect(es.body).toEqual({ error: 'Ya hay una misión en curso' });
  });

  it('fills in the values and translates a refusal carried inside another', () => {
    expect(localizeError('Not enough energy (3/5)', 'es')).toBe('No tienes suficiente energía (3/5)');
    expect(localizeError('You already have the starter pack. Your payment was returned.', 'es')).toBe(
      'Ya tienes el sobre inicial. Se te devolvió el pago.',
    );
    expect(
      localizeError(
        'You already have the starter pack. Your payment was returned. Your other payment in this transaction was credited.',
        'es',
      ),
    ).toBe(
      'Ya tienes el sobre inicial. Se te devolvió el pago. Tu otro pago de esta transacción se acreditó.',
    );
    expect(localizeError('Not enough energy (3/5)', 'en')).toBe('Not enough energy (3/5)');
    expect(localizeError('Too many login attempts from your address. Try again in 42 seconds.', 'es')).toBe(
      'Demasiados intentos de inicio de sesión desde tu dirección. Inténtalo de nuevo en 42 segundos.',
    );
    expect(localizeError('Too many login attempts for this account. Try again in 1 minute.', 'es')).toBe(
      'Demasiados intentos de inicio de sesión para esta cuenta. Inténtalo de nuevo en 1 minuto.',
    );
  });

  it('has a Spanish text for every literal refusal the routes can send', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(join(__dirname, 'plugins'));
    walk(join(__dirname, 'players'));
    // Literal refusals: `HttpError(status, '…')` and `PaymentRefused('…')`, templates with their
    // values filled by a sample (a template's ${…} becomes "7").
    const literal = /(?:HttpError\(\s*\d+,\s*|PaymentRefused\(\s*)(['`])((?:(?!\1)[^\\]|\\.)*)\1/g;
    const developerOnly = /dev wallet|json|local chain|art /i;
    const missing: string[] = [];
    let seen = 0;
    for (const file of files) {
      for (const [, , text] of readFileSync(file, 'utf8').matchAll(literal)) {
        const sample = text!.replace('${CRAFT_FAILURE}', CRAFT_FAILURE).replace(/\$\{[^}]*\}/g, '7');
        if (developerOnly.test(sample)) continue;
        seen++;
        if (!hasSpanish(sample)) missing.push(`${file.split('/src/')[1]}: ${sample}`);
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
