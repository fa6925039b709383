/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  name: 'Billetera de desarrollo',
  title: (request: string) => `Billetera de desarrollo: ${request}`,
  approve: 'Aprobar',
  cancel: 'Cancelar',
  signMessage: 'Firmar mensaje',
  customJson: 'JSON personalizado',
  sendToken: 'Enviar token',
  account: (account: string | null) => `Cuenta: ${account}`,
  key: (key: string) => `Clave: ${key}`,
  fromTo: (from: string, to: string) => `De ${from} a ${to}`,
  memo: (memo: string) => `Nota: ${memo}`,
};
