import { writePartialReport } from './partial-report';
import { readerMarkdown, readerTargets, runReaderBench } from './reader';

/**
 * `npm run reader -w bench`: only the drawing reader's bench of `npm run bench` (no build, no
 * database), for working on the reader. Writes bench/results/reader.md and reader.json.
 */
const reader = await runReaderBench();
await writePartialReport('reader', 'Drawing reader bench', readerTargets(reader), readerMarkdown(reader), {
  reader,
});
