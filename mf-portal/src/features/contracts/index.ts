// The contracts feature's public API: the portal frame mounts these pages (lazily, by file).
export { ContractsPage } from './ContractsPage';
export { ContractDetailPage } from './ContractDetailPage';
