/** One titled section of a policy: paragraphs, bullet lists and links, with company details filled in. */
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useT } from '../../i18n/context'
import type { SiteInfo } from '../../lib/site'
import { sayingCategories, type StoreCategory } from '../../lib/storeCategories'
import type { Block, Section } from './content'
import styles from './PolicyPage.module.css'

/** The e-mail and phone inside a sentence become links a phone can act on. */
function withContactLinks(text: string, site?: SiteInfo): ReactNode {
  if (!site) return text
  const targets = [
    { value: site.email, href: `mailto:${site.email}` },
    { value: site.phone, href: `tel:${site.phone.replace(/\s/g, '')}` },
  ].filter((target) => target.value && text.includes(target.value))
  if (targets.length === 0) return text
  const pattern = new RegExp(`(${targets.map((target) => target.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`)
  return text.split(pattern).map((part, index) => {
    const target = targets.find((candidate) => candidate.value === part)
    return target ? (
      <a key={index} href={target.href}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    )
  })
}

function BlockView({ block, site, categories }: { block: Block; site?: SiteInfo; categories?: StoreCategory[] }) {
  const t = useT()
  const vars = site ? { legalName: site.legalName, address: site.address, email: site.email, phone: site.phone } : undefined
  if (block.kind === 'p' && block.generic) return <p>{sayingCategories(t, categories, block.key, block.generic)}</p>
  // A text naming a published limit (the refund policy's hours, say) is empty until the limits arrive: left out till then.
  if (block.kind === 'p') {
    const text = t(block.key, vars)
    return text ? <p>{withContactLinks(text, site)}</p> : null
  }
  if (block.kind === 'list') {
    const items = block.keys.map((key) => ({ key, text: t(key, vars) })).filter((item) => item.text)
    return (
      <ul className={styles.list}>
        {items.map(({ key, text }) => (
          <li key={key}>{withContactLinks(text, site)}</li>
        ))}
      </ul>
    )
  }
  return (
    <ul className={styles.links}>
      {block.links.map(({ to, key }) => (
        <li key={to}>
          <Link to={to}>{t(key)}</Link>
        </li>
      ))}
    </ul>
  )
}

export function PolicySection({ section, site, categories, children }: { section: Section; site?: SiteInfo; categories?: StoreCategory[]; children?: ReactNode }) {
  const t = useT()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t(section.heading)}</h2>
      {children ?? section.blocks.map((block, index) => <BlockView key={index} block={block} site={site} categories={categories} />)}
    </section>
  )
}
