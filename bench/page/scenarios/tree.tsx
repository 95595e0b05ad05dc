import { ResourceKitProvider, ResourceTree } from '@mcp-resource-kit/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { bulkFolderKeys, catalog, loadCatalog } from '../fixture.js';
import { afterPaint, elementCount, FrameRecorder, LongTaskRecorder, settle, whenPainted } from '../measure.js';
import { NaiveList } from '../naive-list.js';
import { show, stage } from '../stage.js';

/** `default`: the tree as it opens (servers open); `expanded`: every generated folder open; `naive`: a plain list. */
export type TreeVariant = 'default' | 'expanded' | 'naive';

function KitTree({ expanded }: { expanded: readonly string[] | undefined }) {
  const { queryClient, servers } = catalog();
  return (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={servers}>
        <ResourceTree.Root {...(expanded && { defaultExpandedKeys: expanded })} />
      </ResourceKitProvider>
    </QueryClientProvider>
  );
}

/** The selector of the first rows that show data, per variant. (With compact folders a group holding one folder shows as a folder row.) */
const FIRST_ROWS: Record<TreeVariant, string> = {
  default: '[role="treeitem"][data-kind="group"], [role="treeitem"][data-kind="folder"]',
  expanded: '[role="treeitem"][data-kind="resource"]',
  naive: '[data-naive-list] li',
};

/** The scroll container of each variant. */
const SCROLLER: Record<TreeVariant, string> = {
  default: '[data-slot="resource-tree-list"]',
  expanded: '[data-slot="resource-tree-list"]',
  naive: '[data-naive-list]',
};

export const treeSteps = {
  'tree.load': ({ size }: { size: number }) => loadCatalog(size),

  /** Mounts the variant over already-loaded data: time to the first painted data rows, and the long tasks on the way. */
  async 'tree.mount'({ variant }: { variant: TreeVariant }) {
    const { resources } = catalog();
    const expanded = variant === 'expanded' ? bulkFolderKeys(resources) : undefined;
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    show(variant === 'naive' ? <NaiveList resources={resources} /> : <KitTree expanded={expanded} />);
    const painted = await whenPainted(stage(), () => stage().querySelector(FIRST_ROWS[variant]) !== null, { label: `${variant} rows` });
    await settle(500);
    return { firstRowsMs: painted - started, longTasks: tasks.stop() };
  },

  /** What the variant keeps in the DOM. */
  'tree.inspect'({ variant }: { variant: TreeVariant }) {
    const root = stage();
    const scroller = root.querySelector<HTMLElement>(SCROLLER[variant]);
    return {
      elements: elementCount(root),
      rows: root.querySelectorAll(variant === 'naive' ? 'li' : '[role="treeitem"]').length,
      scrollHeight: scroller?.scrollHeight ?? 0,
      documentElements: elementCount(document.documentElement),
    };
  },

  /**
   * Scrolls from top to bottom in `frames` equal steps, one per frame, as a fling would. Records
   * frame intervals and long tasks. (Nothing reads layout meanwhile: a hit test per frame would
   * force a second layout and cost more than the scrolling itself.)
   */
  async 'tree.scroll'({ variant, frames }: { variant: TreeVariant; frames: number }) {
    const scroller = stage().querySelector<HTMLElement>(SCROLLER[variant]);
    if (!scroller) throw new Error('No scroll container');
    const distance = scroller.scrollHeight - scroller.clientHeight;
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const recorder = new FrameRecorder();
    await new Promise<void>((resolve) => {
      let step = 0;
      const tick = () => {
        if (step === frames) {
          resolve();
          return;
        }
        step += 1;
        scroller.scrollTop = (step / frames) * distance;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const intervals = recorder.stop();
    await settle(300);
    return { intervals, longTasks: tasks.stop(), distance, reachedEnd: scroller.scrollTop >= distance - 1 };
  },
};
