// Mock mode (SPEC §7): canned JSON replies from ./mocks/, named after method and path, e.g.
// GET /health -> mocks/get.health.json, GET /suap/v1/request/42 -> mocks/get.suap.v1.request.42.json.
// The files are loaded lazily, so they never enter the main bundle.
const mockFiles = import.meta.glob<unknown>('./mocks/*.json', { import: 'default' });

let mockModeEnabled = false;

export function setApiMockMode(enabled: boolean): void {
  mockModeEnabled = enabled;
}

export function isApiMockMode(): boolean {
  return mockModeEnabled;
}

export function mockFileName(method: string, path: string): string {
  const cleanPath = path.split('?')[0]!.replace(/^\/+|\/+$/g, '');
  return `${method.toLowerCase()}.${cleanPath.replace(/\//g, '.')}.json`;
}

export async function loadMockReply(method: string, path: string): Promise<unknown> {
  const load = mockFiles[`./mocks/${mockFileName(method, path)}`];
  if (!load) throw new Error(`No mock reply for ${method} ${path} (expected ${mockFileName(method, path)})`);
  // A copy, so a test that mutates a reply cannot change the next one.
  return structuredClone(await load());
}
