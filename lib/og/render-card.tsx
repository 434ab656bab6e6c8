import 'server-only';
import { ImageResponse } from 'next/og';
import type { CSSProperties } from 'react';
import { site, siteUrl } from '../server/site';
import { isSatoriLatin, satoriFonts } from './card-fonts';
import type { CardContent } from './card-content';
import { nativeTextImage, type TextImage } from './native-text';

/** Every share image: Open Graph's recommended 1200x630, PNG. */
export const ogSize = { width: 1200, height: 630 } as const;
export const ogContentType = 'image/png';
/** Like the pages: a CDN keeps an image a day and serves it stale while it is redrawn. */
export const OG_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=86400';

const colors = { paper: '#fff8ed', saffron: '#ffdba8', accent: '#9a3412', heading: '#4a1410', ink: '#1f1a17', muted: '#5b5148' };
const contentWidth = ogSize.width - 24 - 2 * 72;

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

type Piece = { text: string } | { image: TextImage };

/** Latin for Satori's own text; anything else as a Pango image (Satori cannot shape it). */
async function piece(text: string, size: number, color: string, maxWidth: number): Promise<Piece | null> {
  if (!text) return null;
  if (isSatoriLatin(text)) return { text };
  const image = await nativeTextImage(text, { size, color, maxWidth });
  return image ? { image } : null;
}

function Piece({ value, style }: { value: Piece | null; style: CSSProperties }) {
  if (!value) return null;
  if ('text' in value) return <div style={{ display: 'flex', ...style }}>{value.text}</div>;
  // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image.
  return <img src={value.image.src} width={value.image.width} height={value.image.height} alt="" style={style} />;
}

/** The share image of a page: brand and kind, the name in Latin and native script, context. */
export async function renderCard(content: CardContent): Promise<ImageResponse> {
  const title = clip(content.title, 70);
  const titleSize = title.length > 44 ? 56 : title.length > 26 ? 68 : 84;
  const [fonts, labelPiece, taglinePiece, titlePiece, nativePiece, subtitlePiece, items] = await Promise.all([
    satoriFonts(),
    // The kind of page in the page's language: an Indian script is drawn by Pango too.
    piece(clip(content.label, content.picture ? 44 : 60), 28, colors.muted, contentWidth / 2),
    piece(content.tagline ?? site.tagline, 24, colors.muted, contentWidth / 2),
    piece(title, titleSize, colors.heading, contentWidth),
    content.native
      ? nativeTextImage(clip(content.native, 48), { size: Math.round(titleSize * 0.8), color: colors.accent, maxWidth: contentWidth, bold: true })
      : null,
    piece(clip(content.subtitle ?? '', 150), 30, colors.muted, contentWidth),
    Promise.all(
      (content.items ?? []).slice(0, 3).map(async (item) => ({
        latin: await piece(clip(item.latin, 40), 36, colors.ink, contentWidth / 2),
        native: item.native ? await nativeTextImage(clip(item.native, 30), { size: 34, color: colors.accent, maxWidth: contentWidth / 2 }) : null,
      })),
    ),
  ]);
  const host = new URL(siteUrl()).host;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        fontFamily: 'Noto Sans',
        color: colors.ink,
        backgroundImage: `linear-gradient(135deg, ${colors.paper} 0%, ${colors.paper} 55%, ${colors.saffron} 100%)`,
      }}
    >
      <div style={{ width: 24, height: '100%', backgroundColor: colors.accent }} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '52px 72px' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28 }}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <div style={{ display: 'flex', color: colors.accent, letterSpacing: 4 }}>{site.name.toUpperCase()}</div>
            <div style={{ display: 'flex', width: 8, height: 8, borderRadius: 4, backgroundColor: colors.accent, margin: '0 18px' }} />
            <Piece value={labelPiece} style={{ color: colors.muted }} />
          </div>
          {content.picture ? (
            // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image.
            <img src={`data:image/svg+xml;base64,${Buffer.from(content.picture).toString('base64')}`} width={120} height={120} alt="" />
          ) : null}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <Piece value={titlePiece} style={{ fontSize: titleSize, color: colors.heading, lineHeight: 1.1 }} />
          {nativePiece ? <Piece value={{ image: nativePiece }} style={{ marginTop: 14 }} /> : null}
          <Piece value={subtitlePiece} style={{ fontSize: 30, color: colors.muted, lineHeight: 1.35, marginTop: 22 }} />
          {items.length ? (
            <div style={{ display: 'flex', flexDirection: 'column', marginTop: 22 }}>
              {items.map((item, i) => (
                <div key={i} style={{ display: 'flex', alignItems: 'center', marginTop: i ? 10 : 0 }}>
                  <div style={{ display: 'flex', width: 12, height: 12, borderRadius: 6, backgroundColor: colors.accent, marginRight: 18 }} />
                  <Piece value={item.latin} style={{ fontSize: 36 }} />
                  {item.native ? <Piece value={{ image: item.native }} style={{ marginLeft: 22 }} /> : null}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: colors.muted }}>
          <div style={{ display: 'flex' }}>{host}</div>
          <Piece value={taglinePiece} style={{}} />
        </div>
      </div>
    </div>,
    { ...ogSize, fonts, ...(process.env.NODE_ENV === 'production' ? { headers: { 'Cache-Control': OG_CACHE_CONTROL } } : {}) },
  );
}
