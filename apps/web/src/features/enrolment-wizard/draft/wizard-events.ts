/**
 * SPEC §3 app event "save draft": the abort modal asks the step on screen to save what the person typed, without
 * knowing which step it is. The step's form subscribes while it is mounted.
 */
type SaveDraftListener = () => void;

const listeners = new Set<SaveDraftListener>();

export const wizardEvents = {
  emitSaveDraft(): boolean {
    for (const listener of listeners) listener();
    return listeners.size > 0;
  },
  onSaveDraft(listener: SaveDraftListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
