import { Box, Typography } from '@store/app-kit/shared-mui-components';
import type { ContentBlock } from '@store/contracts';

/**
 * Blocks become React elements, never HTML: whatever the text contains (even `<script>`)
 * is shown as text, so a page edited on the server cannot inject markup into the store.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${String(index)}`;
        switch (block.type) {
          case 'heading':
            return (
              <Typography key={key} variant="h2" sx={{ mt: 3, mb: 1 }}>
                {block.text}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={key} sx={{ mb: 2, lineHeight: 1.7 }}>
                {block.text}
              </Typography>
            );
          case 'list':
            return (
              <Box key={key} component="ul" sx={{ pl: 3, mb: 2, lineHeight: 1.7 }}>
                {block.items.map((item, itemIndex) => (
                  <li key={`${String(itemIndex)}-${item}`}>{item}</li>
                ))}
              </Box>
            );
          default:
            // A block type this version does not know yet is skipped, not shown broken.
            return null;
        }
      })}
    </>
  );
}
