// oidc-provider's own in-memory adapter, which its package ships without types (the types package describes the API).
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterConstructor } from 'oidc-provider';
  const MemoryAdapter: AdapterConstructor;
  export default MemoryAdapter;
}
