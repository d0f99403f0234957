import {
  Clapperboard,
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
import { getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const generators = [
  { key: 'image', icon: ImageIcon, points: ['pointPrompt', 'pointVariants', 'pointFormats'] },
  { key: 'video', icon: Video, points: ['pointPrompt', 'pointLength', 'pointStoryboard'] },
] as const;

const workflow = [
  { key: 'prompt', icon: PenLine },
  { key: 'style', icon: Palette },
  { key: 'settings', icon: SlidersHorizontal },
  { key: 'preview', icon: Eye },
] as const;

const styles = ['photorealistic', 'digitalArt', 'cinematic', 'anime', 'watercolor', 'render3d'] as const;

const settings = [
  { key: 'resolution', icon: Maximize },
  { key: 'quality', icon: Gauge },
] as const;

const outputs = [
  { key: 'download', icon: Download },
  { key: 'share', icon: Share2 },
  { key: 'gallery', icon: FolderHeart },
] as const;

const quickActions = [
  { key: 'random', icon: Shuffle },
  { key: 'template', icon: LayoutTemplate },
] as const;

/** Example creations: text plus a CSS gradient standing in for the artwork. */
const creations = [
  { key: 'aurora', kind: 'image', art: 'from-accent/60 via-primary/40 to-background' },
  { key: 'garden', kind: 'image', art: 'from-emerald-400/50 via-teal-900/60 to-background' },
  { key: 'council', kind: 'image', art: 'from-amber-300/50 via-rose-500/30 to-surface' },
  { key: 'orbit', kind: 'video', art: 'from-orange-400/50 via-indigo-700/50 to-background' },
  { key: 'market', kind: 'video', art: 'from-fuchsia-500/50 via-sky-600/40 to-background' },
  { key: 'library', kind: 'image', art: 'from-yellow-200/40 via-primary/30 to-surface' },
] as const;

export async function CreatorHubPage() {
  const t = await getTranslations('creatorHub');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/academy">{t('hero.learn')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/marketplace">{t('hero.marketplace')}</Link>
        </Button>
      </PageHero>

      <Section id="studio" title={t('studio.title')} intro={t('studio.intro')}>
        <FeatureGrid
          columns={2}
          items={generators.map(({ key, icon, points }) => ({
            title: t(`studio.${key}.title`),
            body: t(`studio.${key}.body`),
            icon,
            points: points.map((point) => t(`studio.${key}.${point}`)),
          }))}
        />
      </Section>

      <Section id="workflow" title={t('workflow.title')} intro={t('workflow.intro')}>
        <FeatureGrid
          columns={4}
          items={workflow.map(({ key, icon }, index) => ({
            title: t(`workflow.${key}.title`),
            body: t(`workflow.${key}.body`),
            icon,
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
              {settings.map(({ key, icon: Icon }) => (
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

      <Section id="outputs" title={t('outputs.title')} intro={t('outputs.intro')}>
        <FeatureGrid
          items={outputs.map(({ key, icon }) => ({
            title: t(`outputs.${key}.title`),
            body: t(`outputs.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="quick-actions" title={t('quick.title')} intro={t('quick.intro')}>
        <FeatureGrid
          columns={2}
          items={quickActions.map(({ key, icon }) => ({
            title: t(`quick.${key}.title`),
            body: t(`quick.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="gallery" title={t('gallery.title')} intro={t('gallery.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {creations.map(({ key, kind, art }) => (
            <li key={key}>
              <Card className="h-full overflow-hidden p-0">
                <div aria-hidden="true" className={`relative h-40 bg-gradient-to-br ${art}`}>
                  {kind === 'video' ? (
                    <Clapperboard className="absolute right-3 bottom-3 size-5 text-foreground/80" />
                  ) : (
                    <ImageIcon className="absolute right-3 bottom-3 size-5 text-foreground/80" />
                  )}
                </div>
                <div className="p-5">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="muted">{t('gallery.example')}</Badge>
                    <Badge>{kind === 'video' ? t('gallery.videoLabel') : t('gallery.imageLabel')}</Badge>
                  </div>
                  <CardTitle className="mt-3 text-base">{t(`gallery.${key}.title`)}</CardTitle>
                  <CardDescription>
                    <span className="font-semibold text-foreground">{t('gallery.promptLabel')} </span>
                    {t(`gallery.${key}.prompt`)}
                  </CardDescription>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={LogIn} title={t('access.title')}>
          {t('access.body')}
        </CalloutNote>
      </div>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/community">{t('closing.community')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/marketplace">{t('closing.marketplace')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
