export * from '@hueso/contract/catalogue';
