import { KitPanels } from './kit-panels';
import { Providers } from './providers';

// A server component: the host's page renders on the server, the kit's parts in the browser.
export default function Page() {
  return (
    <main className="host">
      <h1>Host app (Next.js)</h1>
      <Providers>
        <KitPanels />
      </Providers>
    </main>
  );
}
