import { useState } from 'react';
import type { CreateMeasurementBody, Measurement, MeasurementGeometry } from '@kadirio/domain';
import { useCreateMeasurementMutation, useDeleteMeasurementMutation } from './takeoff.api';
import type { MarkSaving } from './use-mark-saving';

/**
 * One undoable step: a vertex moved or an opening deducted (its geometry before and after), or a
 * mark created (undone by deleting it, redone by creating it again from the same request).
 */
export type Step =
  | { kind: 'edit'; measurementId: string; before: MeasurementGeometry; after: MeasurementGeometry }
  | { kind: 'create'; measurementId: string; name: string; body: CreateMeasurementBody };

/** The mark just created, offered for undoing in a note under the drawing. */
export interface CreatedMark {
  readonly measurementId: string;
  readonly name: string;
}

/**
 * The take-off's undo and redo: of vertex edits and deductions (their geometry saved again) and of
 * creating a mark (deleted, then created again under a new id the later steps follow).
 */
export function useMarkHistory({
  mapId,
  measurements,
  selectedId,
  onSelect,
  saving,
}: {
  mapId: string;
  measurements: readonly Measurement[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  saving: MarkSaving;
}) {
  const [createMeasurement] = useCreateMeasurementMutation();
  const [deleteMeasurement] = useDeleteMeasurementMutation();
  const [history, setHistory] = useState<{ done: Step[]; undone: Step[] }>({ done: [], undone: [] });
  const [justCreated, setJustCreated] = useState<CreatedMark | null>(null);
  const { save, saveGeometry, setProblem, describeError } = saving;

  const record = (step: Step) => setHistory((current) => ({ done: [...current.done, step], undone: [] }));

  /** Creates the named mark and records the step; true when the server took it. */
  const create = (body: CreateMeasurementBody) =>
    save(async () => {
      const result = await createMeasurement({ mapId, body }).unwrap();
      const { _id: measurementId, name } = result.measurement;
      onSelect(measurementId);
      record({ kind: 'create', measurementId, name, body });
      setJustCreated({ measurementId, name });
      return result;
    });

  const replay = async (measurementId: string, geometry: MeasurementGeometry) => {
    const measurement = measurements.find((m) => m._id === measurementId);
    return measurement ? saveGeometry(measurement, geometry) : false;
  };
  /**
   * Undoing a creation deletes the mark through the API, so the server's rules for deleting hold:
   * a mark a sheet already binds is refused (409, naming the sheets) and stays.
   */
  const removeCreated = async (measurementId: string) => {
    setProblem(null);
    try {
      await deleteMeasurement({ mapId, measurementId }).unwrap();
    } catch (error) {
      setProblem(describeError(error));
      return false;
    }
    if (selectedId === measurementId) onSelect(null);
    setJustCreated((note) => (note?.measurementId === measurementId ? null : note));
    return true;
  };
  const createAgain = async (body: CreateMeasurementBody) => {
    let createdId: string | null = null;
    await save(async () => {
      const result = await createMeasurement({ mapId, body }).unwrap();
      createdId = result.measurement._id;
      return result;
    });
    return createdId;
  };

  const undo = async () => {
    const step = history.done.at(-1);
    if (!step) return;
    const undone =
      step.kind === 'edit'
        ? await replay(step.measurementId, step.before)
        : await removeCreated(step.measurementId);
    if (!undone) return;
    setHistory((current) => ({ done: current.done.slice(0, -1), undone: [...current.undone, step] }));
  };
  const redo = async () => {
    const step = history.undone.at(-1);
    if (!step) return;
    if (step.kind === 'edit') {
      if (!(await replay(step.measurementId, step.after))) return;
      setHistory((current) => ({ done: [...current.done, step], undone: current.undone.slice(0, -1) }));
      return;
    }
    // Created again, the mark has a new id: the steps still to redo on it follow it there.
    const newId = await createAgain(step.body);
    if (!newId) return;
    const follow = (s: Step): Step =>
      s.measurementId === step.measurementId ? { ...s, measurementId: newId } : s;
    setHistory((current) => ({
      done: [...current.done, { ...step, measurementId: newId }],
      undone: current.undone.slice(0, -1).map(follow),
    }));
  };
  /** The note's Undo: this mark, wherever it is in the history (edits of it go with it). */
  const undoCreated = async (measurementId: string) => {
    if (!(await removeCreated(measurementId))) return;
    const other = (s: Step) => s.measurementId !== measurementId;
    setHistory((current) => ({ done: current.done.filter(other), undone: current.undone.filter(other) }));
  };

  return {
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    record,
    create,
    undo,
    redo,
    justCreated,
    dismissCreated: () => setJustCreated(null),
    undoCreated,
  };
}

export type MarkHistory = ReturnType<typeof useMarkHistory>;
