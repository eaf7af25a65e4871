// For shell tests that must not depend on a page's content: `vi.mock(pagePath, () =>
// import('<this file>').then((m) => m.stubPage('Landing')))` renders just an h1 with that name.
export function stubPage(name: string) {
  return {
    default: function StubPage() {
      return <h1>{name}</h1>;
    },
  };
}
