/** Español of sound's catalogue (./sound), loaded only by a page in Español. */
export default { sound: 'Sonido' };
