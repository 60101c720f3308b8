export * from './auth';
export * from './companies';
export * from './projects';
export * from './payments';
export * from './bank-details';
export * from './contracts';
export * from './notes';
export * from './checklist';
