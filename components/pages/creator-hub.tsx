import {
  Download,
  Eye,
  FolderHeart,
  Gauge,
  Image as ImageIcon,
  LayoutTemplate,
  LogIn,
  Maximize,
  Palette,
  PenLine,
  Share2,
  Shuffle,
  SlidersHorizontal,
  Video,
} from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { pickStrings } from '@/components/sections/pick-strings';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, pointItem, textItems } from '@/components/sections/text-items';
import { Badge } from '@/components/ui/badge';
import { GalleryLazy, StudioLazy } from '@/components/studio/studio-lazy';
import { Card, CardTitle } from '@/components/ui/card';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

const workflow = { prompt: PenLine, style: Palette, settings: SlidersHorizontal, preview: Eye };

const styles = ['photorealistic', 'digitalArt', 'cinematic', 'anime', 'watercolor', 'render3d'] as const;
const settings = { resolution: Maximize, quality: Gauge };
const outputs = { download: Download, share: Share2, gallery: FolderHeart };
const quickActions = { random: Shuffle, template: LayoutTemplate };

export async function CreatorHubPage() {
  const [t, locale] = await Promise.all([getTranslations('creatorHub'), getLocale()]);
  const hub = getMessages(locale as Locale).creatorHub;
  return (
    <>
      <PageHero {...heroProps(t, { learn: routes.academy, marketplace: routes.marketplace })} />

      <Section {...sectionText(t, 'app', 'studio-app')}>
        <StudioLazy locale={locale} strings={pickStrings(hub, ['app', 'styles', 'prompts', 'templates'])} />
      </Section>

      <Section {...sectionText(t, 'studio')}>
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: ImageIcon,
              ...pointItem(t, 'studio.image', ['pointPrompt', 'pointVariants', 'pointFormats']),
            },
            {
              icon: Video,
              ...pointItem(t, 'studio.video', ['pointPrompt', 'pointLength', 'pointStoryboard']),
            },
          ]}
        />
      </Section>

      <Section {...sectionText(t, 'workflow')}>
        <FeatureGrid
          columns={4}
          items={textItems(t, 'workflow', workflow).map((step, index) => ({
            ...step,
            meta: String(index + 1).padStart(2, '0'),
          }))}
        />
        <div className="mt-8 grid gap-5 lg:grid-cols-3">
          <Card>
            <CardTitle>{t('styles.title')}</CardTitle>
            <ul className="mt-4 flex flex-wrap gap-2">
              {styles.map((style) => (
                <li key={style}>
                  <Badge variant="accent">{t(`styles.${style}`)}</Badge>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="lg:col-span-2">
            <CardTitle>{t('settings.title')}</CardTitle>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {entriesOf(settings).map(([key, Icon]) => (
                // A <dl> group holds only <dt> and <dd>: the icon sits in the term.
                <div key={key}>
                  <dt className="flex gap-3 font-semibold">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                    {t(`settings.${key}.title`)}
                  </dt>
                  <dd className="mt-1 pl-8 text-sm text-muted">{t(`settings.${key}.body`)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </Section>

      <Section {...sectionText(t, 'outputs')}>
        <FeatureGrid items={textItems(t, 'outputs', outputs)} />
      </Section>

      <Section {...sectionText(t, 'quick', 'quick-actions')}>
        <FeatureGrid columns={2} items={textItems(t, 'quick', quickActions)} />
      </Section>

      <Section {...sectionText(t, 'gallery')}>
        <GalleryLazy locale={locale} strings={hub.gallery} />
      </Section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={LogIn} title={t('access.title')}>
          {t('access.body')}
        </CalloutNote>
      </div>

      <CtaBand {...closingProps(t, { community: routes.community, marketplace: routes.marketplace })} />
    </>
  );
}
