// What counting needs of the links it counts, whose table another room keeps (its store implements these
// and the composition hands them in): this room stages, folds and reads clicks, and never names that table.
// Three small ports: where folded clicks go, a capped link's atomic click, and the totals committed so far.
import type { SQL } from 'drizzle-orm'
import type { Database, Tables } from '../db/database'

/**
 * Where a fold adds the clicks it moves: each link's total. PostgreSQL's flush and fold build their
 * statements from these fragments on this thread. SQLite's run in the flush worker, which a function
 * cannot reach (a worker receives messages, not closures): it gets `sqlite`, statement texts it prepares
 * once on its own connection, so a flush or fold costs no more than when the texts were written here.
 */
export interface FoldTarget {
  sqlite: {
    /** Selects a row when the link `?1` exists (one probe by id): clicks of deleted links are dropped. */
    linkExists: string
    /** Adds `?1` clicks to the total of link `?2`. */
    addToTotal: string
  }
  /** A condition: the link whose id is `id` exists. */
  linkExists(id: SQL): SQL
  /**
   * A select of the ids among `ids` (a subquery of link ids) whose totals this fold may change, locked in
   * id order for the transaction, skipping those another transaction holds (they wait for the next fold).
   */
  lockedForFold(ids: SQL): SQL
  /** A statement adding `totals` (a relation of `link_id` and `n`) to the links' totals. */
  addToTotals(totals: SQL): SQL
}

/** A capped link's click, taken in one atomic statement: its new exact total, or null when none is left. */
export type TakeCappedClick = (db: Database, linkId: number) => Promise<number | null>

/** A link's row as its store reads it, `clicks` its exact total (only its type: this room reads no such table). */
export type LinkWithClicks = Tables['links']['$inferSelect']

/** Whose links a total is over: a workspace's (the lists, stats and exports) or those one person made (the account export). */
export type LinkOwner = { workspace: number } | { user: string }

/** The totals committed to the database (folded plus staged), read in one statement each. */
export interface CommittedTotals {
  /** Clicks of every link of the owner, by id. */
  ofOwner(db: Database, owner: LinkOwner): Promise<Map<number, number>>
  /** Clicks of one link, or undefined when it does not exist. */
  ofLink(db: Database, linkId: number): Promise<number | undefined>
  /** The owner's links, newest first, each with its clicks (one statement: one snapshot). */
  linksOf(db: Database, owner: LinkOwner): Promise<LinkWithClicks[]>
  /** The owner's number of links and their clicks in all. */
  sumOf(db: Database, owner: LinkOwner): Promise<{ links: number; clicks: number }>
  /** The ids among `ids` that belong to the owner. */
  ownedAmong(db: Database, owner: LinkOwner, ids: number[]): Promise<number[]>
  /**
   * SQLite: the same reads run at once on the main connection (prepared when asked, so ask once), for the
   * one-snapshot reads of exact-clicks.ts: nothing may await inside that snapshot.
   */
  atOnce(db: Database): {
    ofOwner(owner: LinkOwner): { id: number; clicks: number }[]
    ofLink(linkId: number): number | undefined
    linksOf(owner: LinkOwner): LinkWithClicks[]
  }
}

/** The links' side of counting, as startClickCounting takes it. */
export interface ClickedLinks {
  fold: FoldTarget
  takeCapped: TakeCappedClick
  totals: CommittedTotals
}
