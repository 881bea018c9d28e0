// A content page's blocks, rendered on the server with our own components (no builder code). Interactive blocks
// add a small behaviour island each; the page loads only the chunks of the blocks it has (chunksOf).
import { QuickView } from "~/components/storefront/quick-view/quick-view";
import { pagesMessages as t } from "~/i18n/nl.pages";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { Island } from "~/islands/island";
import type { Block, BlockType } from "~/modules/pages/blocks.schema";
import { lightboxSetup, parseVideo } from "~/modules/pages/lightbox";
import type { GridProducts } from "~/modules/pages/product-grids.server";
import type { SectionLink } from "~/modules/pages/sections";
import type { ShopBlockData } from "~/modules/pages/shop-blocks.server";
import { BackgroundVideoBlock } from "./background-video";
import { PageAccordionBehaviour } from "./behaviours/accordion";
import { PageBackgroundVideoBehaviour } from "./behaviours/background-video";
import { PageCountersBehaviour } from "./behaviours/counters";
import { PageLightboxBehaviour } from "./behaviours/lightbox";
import { PageRevealBehaviour } from "./behaviours/reveal";
import { PageScrollNavBehaviour } from "./behaviours/scroll-nav";
import { PageSectionBehaviour } from "./behaviours/section";
import { PageSliderBehaviour } from "./behaviours/slider";
import { PageTabsBehaviour } from "./behaviours/tabs";
import { BlockEdit } from "./block-edit";
import { ScrollNavBlock, SectionBlock, type SectionProps } from "./layout-blocks";
import { ReviewsStripBlock } from "./review-strip";
import { CategoryTilesBlock, HeroBlock, ProductGridBlock, UspsBlock } from "./shop-blocks";
import { SliderBlock } from "./slider";
import {
  AccordionBlock,
  ButtonBlock,
  ColumnsBlock,
  ConfiguratorCtaBlock,
  CountersBlock,
  HeadingBlock,
  ImageBlock,
  LightboxBlock,
  RevealBlock,
  RichTextBlock,
  SpacerBlock,
  TabsBlock,
} from "./static-blocks";

/** The island chunk (app/islands/registry.tsx LAZY_ISLANDS) each interactive block type needs. */
export const BLOCK_CHUNK: Partial<Record<BlockType, string>> = {
  Tabs: "page-tabs",
  Accordion: "page-accordion",
  Counters: "page-counters",
  Reveal: "page-reveal",
  Lightbox: "page-lightbox",
  BackgroundVideo: "page-background-video",
  Slider: "page-slider",
  Section: "page-section",
  ScrollNav: "page-scroll-nav",
};

/** A block that needs its chunk only with some props: a section only for a lazy or parallax background. */
function needsChunk(b: Block): boolean {
  if (b.type !== "Section") return true;
  const { image, imageMode } = b.props as unknown as SectionProps;
  return image !== "" && imageMode !== "none";
}

/** The island chunks of the block types among `blocks` (flattened). */
export function chunksOf(blocks: Iterable<Block>): string[] {
  const chunks = new Set<string>();
  for (const b of blocks) {
    const chunk = BLOCK_CHUNK[b.type];
    if (chunk && needsChunk(b)) chunks.add(chunk);
  }
  return [...chunks];
}

const domId = (id: string) => `blok-${id}`;

/** What the page's loader read for its blocks: product grids' products, opening pictures, category tiles. */
export interface BlockData {
  products: GridProducts;
  shop: ShopBlockData;
  /** The page's anchored sections, in page order (the scroll-to navigation's links). */
  sections?: readonly SectionLink[];
}

/** No data: product grids show their empty text, opening pictures none, category tiles none (e.g. in a popup). */
export const NO_BLOCK_DATA: BlockData = {
  products: {},
  shop: { heroes: {}, categories: [], pictures: {}, reviews: {} },
};

function BlockView({ block, data }: { block: Block; data: BlockData }) {
  switch (block.type) {
    case "Heading":
      return <HeadingBlock {...block.props} />;
    case "RichText":
      return <RichTextBlock html={block.props.html} />;
    case "Image":
      return <ImageBlock {...block.props} picture={data.shop.pictures[block.props.src]} />;
    case "Button":
      return <ButtonBlock {...block.props} />;
    case "Spacer":
      return <SpacerBlock size={block.props.size} />;
    case "ConfiguratorCta":
      return <ConfiguratorCtaBlock {...block.props} />;
    case "Columns": {
      const { layout, column1, column2, column3 } = block.props;
      const columns = [column1, column2, column3].map((list, i) => (
        <PageBlocks key={i} blocks={(list as Block[]) ?? []} data={data} />
      ));
      return <ColumnsBlock layout={String(layout)} columns={columns} sticky={String(block.props.sticky)} />;
    }
    case "Reveal": {
      const id = domId(block.props.id);
      return (
        <>
          <RevealBlock domId={id}>
            <PageBlocks blocks={(block.props.content as Block[]) ?? []} data={data} />
          </RevealBlock>
          <Island name="pageReveal" component={PageRevealBehaviour} props={{ id }} />
        </>
      );
    }
    case "Tabs": {
      const id = domId(block.props.id);
      return (
        <>
          <TabsBlock domId={id} items={block.props.items} />
          <Island name="pageTabs" component={PageTabsBehaviour} props={{ id, label: t.tabsLabel }} />
        </>
      );
    }
    case "Accordion": {
      const id = domId(block.props.id);
      return (
        <>
          <AccordionBlock domId={id} items={block.props.items} open={block.props.open} />
          <Island name="pageAccordion" component={PageAccordionBehaviour} props={{ id }} />
        </>
      );
    }
    case "Counters": {
      const id = domId(block.props.id);
      return (
        <>
          <CountersBlock domId={id} items={block.props.items} label={t.countersLabel} />
          <Island name="pageCounters" component={PageCountersBehaviour} props={{ id }} />
        </>
      );
    }
    case "Lightbox": {
      const setup = lightboxSetup(block.props);
      const { label, look, html } = block.props;
      return (
        <>
          <LightboxBlock
            setup={setup}
            label={label}
            look={look}
            html={html}
            texts={{ ...t.lightbox, closeInPlace: nl.dialog.closeText }}
          />
          <Island name="pageLightbox" component={PageLightboxBehaviour} props={{ setup, title: label }} />
        </>
      );
    }
    case "Section": {
      const id = domId(block.props.id);
      const {
        content,
        id: _,
        ...props
      } = block.props as unknown as SectionProps & {
        id: string;
        content: Block[];
      };
      const island = props.image && props.imageMode !== "none" ? props.imageMode : null;
      return (
        <>
          <SectionBlock domId={id} {...props}>
            <PageBlocks blocks={(content as Block[]) ?? []} data={data} />
          </SectionBlock>
          {island ? (
            <Island
              name="pageSection"
              component={PageSectionBehaviour}
              props={{ id: props.anchor || id, mode: island }}
            />
          ) : null}
        </>
      );
    }
    case "ScrollNav": {
      const id = domId(block.props.id);
      const links = data.sections ?? [];
      if (links.length === 0) return null;
      const { style } = block.props;
      return (
        <>
          <ScrollNavBlock domId={id} style={style} links={links} label={t.scrollNav[style]} />
          <Island name="pageScrollNav" component={PageScrollNavBehaviour} props={{ id }} />
        </>
      );
    }
    case "ProductGrid":
      return (
        <>
          <ProductGridBlock
            domId={domId(block.props.id)}
            title={block.props.title}
            list={data.products[block.props.id] ?? []}
          />
          {/* The product cards' quick view (an island of the shared entry, no chunk of its own). */}
          <Island name="quickView" component={QuickView} props={{}} />
        </>
      );
    case "Hero":
      return <HeroBlock props={block.props} picture={data.shop.heroes[block.props.id] ?? null} />;
    case "Usps":
      return <UspsBlock items={block.props.items} />;
    case "BackgroundVideo": {
      const video = parseVideo(block.props.videoid);
      if (!video) return null;
      const id = domId(block.props.id);
      const { loop, audio, title, text, poster } = block.props;
      return (
        <>
          <BackgroundVideoBlock domId={id} video={video} title={title} text={text} poster={poster} />
          <Island
            name="pageBackgroundVideo"
            component={PageBackgroundVideoBehaviour}
            props={{ id, video, loop, audio, title }}
          />
        </>
      );
    }
    case "Slider": {
      const id = domId(block.props.id);
      return (
        <>
          <SliderBlock domId={id} title={block.props.title} slides={block.props.slides} />
          <Island name="pageSlider" component={PageSliderBehaviour} props={{ id }} />
        </>
      );
    }
    case "ReviewsStrip":
      return (
        <ReviewsStripBlock
          domId={domId(block.props.id)}
          title={block.props.title}
          reviews={data.shop.reviews[block.props.id] ?? []}
        />
      );
    case "CategoryTiles":
      return (
        <CategoryTilesBlock
          domId={domId(block.props.id)}
          title={block.props.title}
          tiles={data.shop.categories}
        />
      );
  }
}

export function PageBlocks({ blocks, data }: { blocks: readonly Block[]; data: BlockData }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockEdit key={block.props.id} block={block}>
          <BlockView block={block} data={data} />
        </BlockEdit>
      ))}
    </>
  );
}
