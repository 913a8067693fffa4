/**
 * GET /api/v1/searchengine/ai-mode — Google's AI Mode answer (udm=50): text_blocks
 * (paragraph, heading, list, table, code_block — each with its reference_indexes), references
 * (index, title, link, snippet, source, date) and the follow-up prompts the page offers. The
 * answer is written by script: Chromium first.
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const aiModeParams = Type.Object(
  { ...pickSearchParams(['query', 'html', 'country', 'uule', 'location', 'safe']), ...commonParams },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'aiMode',
  path: 'searchengine/ai-mode',
  tag: 'Search',
  summary: 'Generated answer with follow-up prompts and cited links',
  description: 'Google AI Mode in SerpApi\'s field names: text_blocks (type, snippet, list, table, code, reference_indexes), references (index, title, link, snippet, source), follow_up_prompts when the page offers them.',
  example: { query: 'best crm software' },
  cost: 3,
  params: aiModeParams,
  transports: ['browser', 'impit'],
  vertical: 'ai_mode',
  blocks: ['ai_mode'],
  primary: 'text_blocks',
});
