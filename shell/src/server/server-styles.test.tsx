/**
 * @jest-environment node
 */
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { createServerStyles } from './server-styles';

// A component styled on top of another, as MUI's Link is on Typography: emotion inserts the outer
// layer's rule under a class of its own, and the element carries only the merged class.
const TextRoot = styled.span({ margin: 0, color: 'rgb(11, 61, 145)' });
function Text({ className, children }: { className?: string; children: React.ReactNode }) {
  return <TextRoot className={className}>{children}</TextRoot>;
}
const UnderlinedText = styled(Text)({ textDecoration: 'underline' });

function render(node: React.ReactNode) {
  const styles = createServerStyles();
  const markup = renderToString(<CacheProvider value={styles.cache}>{node}</CacheProvider>);
  return { markup, tags: styles.tagsFor(markup), cache: styles.cache };
}

function idsOf(tags: string): string[] {
  return [...tags.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
}

describe('createServerStyles', () => {
  it("sends the markup's rules and the inner layers' rules no element names, in the cache's style tags", () => {
    const { markup, tags, cache } = render(<UnderlinedText>Ver todo</UnderlinedText>);
    const elementClass = /class="css-([\w-]+)"/.exec(markup)?.[1];
    expect(elementClass).toBeDefined();
    const inserted = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
    // The merged class and the outer layer's own: two rules, one class on the element.
    expect(inserted).toHaveLength(2);
    expect(new Set(idsOf(tags))).toEqual(new Set(inserted));
    for (const id of inserted) expect(tags).toContain(`.css-${id}{`);
    expect(tags).toContain('text-decoration:underline');
  });

  it('sends each rule once, however many elements use it', () => {
    const { tags } = render(
      <>
        <Text>uno</Text>
        <Text>dos</Text>
      </>,
    );
    const ids = idsOf(tags);
    expect(ids).toHaveLength(1);
    expect(tags.match(/margin:0/g)).toHaveLength(1);
  });
});
