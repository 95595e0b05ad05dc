import { AttachDropZone, AttachTray, ContextBudget, type AttachmentsController } from '@mcp-resource-kit/react';
import { useId } from 'react';

export interface AttachPanelProps {
  attachments: AttachmentsController;
  budget: number;
  onBudgetChange: (budget: number) => void;
  /** Server of plain URI drops. */
  serverId: string;
  /** The encoding that counts text tokens exactly. */
  tokenizerName: string;
}

/** What the user attached and what it costs against the context budget; a drop target too. */
export function AttachPanel({ attachments, budget, onBudgetChange, serverId, tokenizerName }: AttachPanelProps) {
  const headingId = useId();
  const budgetId = useId();
  return (
    <section className="panel attach-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Context</h2>
      <div className="budget-setting">
        <label htmlFor={budgetId}>Budget (tokens)</label>
        <input
          id={budgetId}
          type="number"
          min={0}
          step={500}
          value={budget}
          onChange={(event) => onBudgetChange(Math.max(0, Number(event.target.value) || 0))}
        />
      </div>
      <ContextBudget used={attachments.totalTokens} budget={budget} approximate={attachments.approximate} />
      <p className="muted tokenizer-note">
        Text is counted exactly with the {tokenizerName} encoding (GPT-4o family); other models count differently. Images and other
        bytes are estimated.
      </p>
      <AttachDropZone serverId={serverId} onDropResources={(items) => attachments.attach(items)}>
        <AttachTray.Root attachments={attachments} />
      </AttachDropZone>
    </section>
  );
}
